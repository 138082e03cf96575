import { EMPLOYER_STATUSES, EMPLOYER_TYPES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/form/search-field';
import { FilterBar } from '../../../components/list/filter-bar';
import { FilterSelect, type FilterOption } from '../../../components/list/filter-select';
import { useFieldOptions } from '../../../lib/field-options';
import type { EmployerFilterKey, EmployerListChange, EmployerListState } from '../api/list-query';
import { useEmployerLabels } from '../hooks/use-employer-labels';

interface EmployerListFiltersProps {
  state: EmployerListState;
  onChange: (change: EmployerListChange) => void;
  /** The filters to offer (the on-hold list has no status filter). */
  filters?: readonly EmployerFilterKey[];
}

/** Search (business name, contact, registration number) and the type, status and industry filters. */
export function EmployerListFilters({
  state,
  onChange,
  filters = ['type', 'status', 'industry'],
}: EmployerListFiltersProps) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const fieldOptions = useFieldOptions();
  const options: Record<EmployerFilterKey, readonly FilterOption[]> = {
    type: EMPLOYER_TYPES.map((value) => ({ value, label: labels.type(value) })),
    status: EMPLOYER_STATUSES.map((value) => ({ value, label: labels.status(value) })),
    industry: fieldOptions.data?.industry ?? [],
  };

  return (
    <FilterBar label={t('employers.list.filters')}>
      <SearchField
        label={t('employers.list.search')}
        hint={t('employers.list.searchHint')}
        value={state.search}
        onChange={(search) => {
          onChange({ search });
        }}
      />
      {filters.map((key) => (
        <FilterSelect
          key={key}
          label={t(`employers.fields.${key}`)}
          value={state.filter[key] ?? ''}
          options={options[key]}
          onChange={(value) => {
            onChange({ filter: key, value });
          }}
        />
      ))}
    </FilterBar>
  );
}
