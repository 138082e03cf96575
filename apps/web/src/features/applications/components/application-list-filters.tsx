import type { applicationResource } from '../../../api/applications/application-resource';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import type { ListParamsOf } from '../../../hooks/use-list-params';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { useApplicationStatusOptions } from '../api/application-statuses';
import { useApplicationFilterChoices } from '../api/filter-choices';
import { useActsAsStaff } from '../hooks/use-acts-as-staff';

type ApplicationListParams = ListParamsOf<typeof applicationResource.list>;

/**
 * Search (candidate, job) and the filters the API has: job, employer (staff), status (from
 * `GET /v1/application-statuses`), stage (the site's own), tag (staff) and the applied dates.
 */
export function ApplicationListFilters({ list }: { list: ApplicationListParams }) {
  const staff = useActsAsStaff();
  const statuses = useApplicationStatusOptions();
  const { stages } = useApplicationStages();
  const choices = useApplicationFilterChoices(staff);
  return (
    <ResourceFilters
      list={list}
      strings="applications.list"
      fields="applications.fields"
      selects={[
        { filter: 'job', options: choices.jobs },
        ...(staff ? [{ filter: 'employer' as const, options: choices.employers }] : []),
        { filter: 'status', options: statuses },
        { filter: 'stage', options: stages.map((stage) => ({ value: stage.value, label: stage.label })) },
        ...(staff ? [{ filter: 'tag' as const, options: choices.tags }] : []),
      ]}
      dates={{ from: { filter: 'applied_from' }, to: { filter: 'applied_to' } }}
    />
  );
}
