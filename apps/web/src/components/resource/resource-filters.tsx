import { useTranslation } from 'react-i18next';
import type { ListParams } from '../../hooks/use-list-params';
import type { FilterShape } from '../../lib/list-state';
import { SearchField } from '../form/search-field';
import { FilterBar } from '../list/filter-bar';
import { FilterDate } from '../list/filter-date';
import { FilterSelect, type FilterOption } from '../list/filter-select';

export interface SelectFilter<F extends FilterShape> {
  filter: keyof F & string;
  /** Its label; none: the field's name, `<fields>.<filter>` (`seekers.fields.status`). */
  label?: string;
  options: readonly FilterOption[];
}

/** Two date filters bounding each other (both ends inclusive), e.g. the ledger's `from` and `to`. */
export interface DateRangeFilter<F extends FilterShape> {
  from: Omit<SelectFilter<F>, 'options'>;
  to: Omit<SelectFilter<F>, 'options'>;
}

interface ResourceFiltersProps<S extends string, F extends FilterShape> {
  list: Pick<ListParams<S, F>, 'state' | 'change'>;
  /** Where the list's strings are (`consultants.list`): `filters`, `search` and `searchHint` (when it has one). */
  strings: string;
  selects?: readonly SelectFilter<F>[];
  /** Where the fields' names are (`seekers.fields`), for the selects that name no label. */
  fields?: string;
  /** Whether the search field shows `<ns>.list.searchHint` (what it matches). */
  hint?: boolean;
  dates?: DateRangeFilter<F>;
}

/** The usual filter bar: search, one native select per filter, then a date range. */
export function ResourceFilters<S extends string, F extends FilterShape>(props: ResourceFiltersProps<S, F>) {
  const { list, strings, selects = [], fields, hint = true, dates } = props;
  const { t } = useTranslation();
  const { state, change } = list;
  const inForce = Object.values(state.filter).filter((value) => value !== undefined && value !== '').length;
  return (
    <FilterBar label={t(`${strings}.filters`)} inForce={inForce}>
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
          label={label ?? t(`${fields}.${filter}`)}
          value={String(state.filter[filter] ?? '')}
          options={options}
          onChange={(value) => {
            change({ filter, value });
          }}
        />
      ))}
      {dates ? <DateRange dates={dates} list={list} fields={fields} /> : null}
    </FilterBar>
  );
}

/** Each end bounds the other, so a range cannot be picked backwards. */
function DateRange<S extends string, F extends FilterShape>(props: {
  dates: DateRangeFilter<F>;
  list: Pick<ListParams<S, F>, 'state' | 'change'>;
  fields: string | undefined;
}) {
  const { dates, list, fields } = props;
  const { t } = useTranslation();
  const value = (filter: keyof F & string) => String(list.state.filter[filter] ?? '');
  const [from, to] = [value(dates.from.filter), value(dates.to.filter)];
  const ends = [
    { end: dates.from, value: from, bounds: { max: to } },
    { end: dates.to, value: to, bounds: { min: from } },
  ];
  return ends.map(({ end, value: date, bounds }) => (
    <FilterDate
      key={end.filter}
      label={end.label ?? t(`${fields}.${end.filter}`)}
      value={date}
      {...bounds}
      onChange={(next) => {
        list.change({ filter: end.filter, value: next });
      }}
    />
  ));
}
