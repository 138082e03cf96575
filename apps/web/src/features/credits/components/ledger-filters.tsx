import { CREDIT_LEDGER_KINDS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/form/search-field';
import { FilterBar } from '../../../components/list/filter-bar';
import { FilterDate } from '../../../components/list/filter-date';
import { FilterSelect } from '../../../components/list/filter-select';
import type { LedgerListChange, LedgerListState } from '../api/list-query';

interface LedgerFiltersProps {
  state: LedgerListState;
  onChange: (change: LedgerListChange) => void;
}

/** Search in reasons, the kind of change and a date range (both ends inclusive). */
export function LedgerFilters({ state, onChange }: LedgerFiltersProps) {
  const { t } = useTranslation();
  const { kind = '', from = '', to = '' } = state.filter;
  return (
    <FilterBar label={t('credits.ledger.filters')}>
      <SearchField
        label={t('credits.ledger.search')}
        hint={t('credits.ledger.searchHint')}
        value={state.search}
        onChange={(search) => {
          onChange({ search });
        }}
      />
      <FilterSelect
        label={t('credits.ledger.fields.kind')}
        value={kind}
        options={CREDIT_LEDGER_KINDS.map((value) => ({ value, label: t(`credits.ledger.kinds.${value}`) }))}
        onChange={(value) => {
          onChange({ filter: 'kind', value });
        }}
      />
      <FilterDate
        label={t('credits.ledger.from')}
        value={from}
        max={to}
        onChange={(value) => {
          onChange({ filter: 'from', value });
        }}
      />
      <FilterDate
        label={t('credits.ledger.to')}
        value={to}
        min={from}
        onChange={(value) => {
          onChange({ filter: 'to', value });
        }}
      />
    </FilterBar>
  );
}
