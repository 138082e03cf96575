import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../hooks/use-list-params';
import type { FilterShape } from '../../lib/list-state';
import { SearchField } from '../form/search-field';
import { FilterBar } from '../list/filter-bar';
import { FilterSelect, type FilterOption } from '../list/filter-select';

export interface SelectFilter<F extends FilterShape> {
  filter: keyof F & string;
  label: string;
  options: readonly FilterOption[];
}

interface ResourceFiltersProps<S extends string, F extends FilterShape> {
  list: Pick<ListParams<S, F>, 'state' | 'change'>;
  /** Where the list's strings are (`consultants.list`): `filters`, `search` and `searchHint` (when it has one). */
  strings: string;
  selects?: readonly SelectFilter<F>[];
  /** Whether the search field shows `<ns>.list.searchHint` (what it matches). */
  hint?: boolean;
}

/** The usual filter bar: search, then one native select per filter. */
export function ResourceFilters<S extends string, F extends FilterShape>(props: ResourceFiltersProps<S, F>) {
  const { list, strings, selects = [], hint = true } = props;
  const { t } = useTranslation();
  const { state, change } = list;
  return (
    <FilterBar label={t(`${strings}.filters`)}>
      <SearchField
        label={t(`${strings}.search`)}
        hint={hint ? t(`${strings}.searchHint`) : undefined}
        value={state.search}
        onChange={(search) => {
          change({ search });
        }}
      />
      {selects.map(({ filter, label, options }) => (
        <FilterSelect
          key={filter}
          label={label}
          value={String(state.filter[filter] ?? '')}
          options={options}
          onChange={(value) => {
            change({ filter, value });
          }}
        />
      ))}
    </FilterBar>
  );
}
