import { useTranslation } from 'react-i18next';
import type { applicationResource } from '../../../api/applications/application-resource';
import {
  ResourceFilters,
  type DateRangeFilter,
  type SelectFilter,
} from '../../../components/resource/resource-filters';
import type { ListParamsOf } from '../../../hooks/use-list-params';
import type { FiltersOf } from '../../../lib/list-state';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { useApplicationStatusOptions } from '../api/application-statuses';
import { useApplicationFilterChoices } from '../api/filter-choices';
import { useActsAsStaff } from '../hooks/use-acts-as-staff';

type ApplicationFilters = FiltersOf<typeof applicationResource.list>;
type ApplicationListParams = ListParamsOf<typeof applicationResource.list>;

/**
 * Search (candidate, job) and the filters the API has: job, employer (staff), status (from
 * `GET /v1/application-statuses`), stage (the site's own), tag (staff) and the applied dates.
 */
export function ApplicationListFilters({ list }: { list: ApplicationListParams }) {
  const { t } = useTranslation();
  const staff = useActsAsStaff();
  const statuses = useApplicationStatusOptions();
  const { stages } = useApplicationStages();
  const choices = useApplicationFilterChoices(staff);
  const selects: SelectFilter<ApplicationFilters>[] = [
    { filter: 'job', label: t('applications.fields.job'), options: choices.jobs },
    ...(staff
      ? [{ filter: 'employer' as const, label: t('applications.fields.employer'), options: choices.employers }]
      : []),
    { filter: 'status', label: t('applications.fields.status'), options: statuses },
    {
      filter: 'stage',
      label: t('applications.fields.stage'),
      options: stages.map((stage) => ({ value: stage.value, label: stage.label })),
    },
    ...(staff ? [{ filter: 'tag' as const, label: t('applications.fields.tag'), options: choices.tags }] : []),
  ];
  const dates: DateRangeFilter<ApplicationFilters> = {
    from: { filter: 'applied_from', label: t('applications.fields.applied_from') },
    to: { filter: 'applied_to', label: t('applications.fields.applied_to') },
  };
  return <ResourceFilters list={list} strings="applications.list" selects={selects} dates={dates} />;
}
