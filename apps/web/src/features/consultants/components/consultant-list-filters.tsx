import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/form/search-field';
import { FilterBar } from '../../../components/list/filter-bar';
import { FilterSelect } from '../../../components/list/filter-select';
import type { ConsultantListChange, ConsultantListState } from '../api/list-query';

interface ConsultantListFiltersProps {
  state: ConsultantListState;
  onChange: (change: ConsultantListChange) => void;
}

/** Search (name, email, job title) and the active/inactive filter. */
export function ConsultantListFilters({ state, onChange }: ConsultantListFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('consultants.list.filters')}>
      <SearchField
        label={t('consultants.list.search')}
        hint={t('consultants.list.searchHint')}
        value={state.search}
        onChange={(search) => {
          onChange({ search });
        }}
      />
      <FilterSelect
        label={t('consultants.fields.active')}
        value={state.filter.active ?? ''}
        options={[
          { value: 'true', label: t('consultants.status.active') },
          { value: 'false', label: t('consultants.status.inactive') },
        ]}
        onChange={(value) => {
          onChange({ filter: 'active', value });
        }}
      />
    </FilterBar>
  );
}
