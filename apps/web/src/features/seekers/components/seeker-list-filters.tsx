import { SEEKER_STATUSES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import {
  ResourceFilters,
  type DateRangeFilter,
  type SelectFilter,
} from '../../../components/resource/resource-filters';
import type { ListParamsOf } from '../../../hooks/use-list-params';
import { useFieldOptions } from '../../../lib/field-options';
import type { FiltersOf } from '../../../lib/list-state';
import { useSeekerTagChoices } from '../api/filter-choices';
import type { seekerResource } from '../api/seeker-resource';

type SeekerFilters = FiltersOf<typeof seekerResource.list>;
type SeekerListParams = ListParamsOf<typeof seekerResource.list>;

/**
 * Search (name, email, profile ID), status, visa type and desired work type (the site's option
 * lists), tag (the site's tags), and last activity from/to.
 */
export function SeekerListFilters({ list }: { list: SeekerListParams }) {
  const { t } = useTranslation();
  const options = useFieldOptions().data;
  const tags = useSeekerTagChoices();
  const statuses = SEEKER_STATUSES.map((value) => ({ value, label: t(`seekers.status.${value}`) }));
  const selects: SelectFilter<SeekerFilters>[] = [
    { filter: 'status', options: statuses },
    { filter: 'visa_type', options: options?.visa_type ?? [] },
    { filter: 'desired_work_type', options: options?.desired_work_type ?? [] },
    { filter: 'tag', options: tags },
  ];
  const dates: DateRangeFilter<SeekerFilters> = {
    from: { filter: 'active_from', label: t('seekers.list.activeFrom') },
    to: { filter: 'active_to', label: t('seekers.list.activeTo') },
  };
  return <ResourceFilters list={list} strings="seekers.list" fields="seekers.fields" selects={selects} dates={dates} />;
}
