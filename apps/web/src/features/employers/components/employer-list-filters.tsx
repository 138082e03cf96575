import { EMPLOYER_STATUSES, EMPLOYER_TYPES } from '@portal/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/form/search-field';
import type { EmployerListState, FilterKey, ListChange } from '../api/list-query';
import { useFieldOptions } from '../api/get-field-options';
import { useEmployerLabels } from '../hooks/use-employer-labels';

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A native select (fully keyboard and screen-reader friendly) with an "All" choice. */
function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => { onChange(event.target.value); }}
      size="small"
      sx={{ minWidth: 160 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('employers.list.all')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

interface EmployerListFiltersProps {
  state: EmployerListState;
  onChange: (change: ListChange) => void;
  /** The filters to offer (the on-hold list has no status filter). */
  filters?: readonly FilterKey[];
}

/** Search (business name, contact, registration number) and the type, status and industry filters. */
export function EmployerListFilters({ state, onChange, filters = ['type', 'status', 'industry'] }: EmployerListFiltersProps) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const fieldOptions = useFieldOptions();
  const options: Record<FilterKey, { value: string; label: string }[]> = {
    type: EMPLOYER_TYPES.map((value) => ({ value, label: labels.type(value) })),
    status: EMPLOYER_STATUSES.map((value) => ({ value, label: labels.status(value) })),
    industry: fieldOptions.data?.industry ?? [],
  };
  const current = state.filter.industry;
  if (current && !options.industry.some((option) => option.value === current)) {
    options.industry = [...options.industry, { value: current, label: current }];
  }

  return (
    <Stack
      role="search"
      direction="row"
      useFlexGap
      spacing={2}
      aria-label={t('employers.list.filters')}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <SearchField
        label={t('employers.list.search')}
        hint={t('employers.list.searchHint')}
        value={state.search}
        onChange={(search) => { onChange({ search }); }}
      />
      {filters.map((key) => (
        <FilterSelect
          key={key}
          label={t(`employers.fields.${key}`)}
          value={state.filter[key] ?? ''}
          options={options[key]}
          onChange={(value) => { onChange({ filter: key, value }); }}
        />
      ))}
    </Stack>
  );
}
