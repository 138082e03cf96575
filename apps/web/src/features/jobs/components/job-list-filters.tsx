import { useTranslation } from 'react-i18next';
import { ResourceFilters, type SelectFilter } from '../../../components/resource/resource-filters';
import type { ListParams } from '../../../hooks/use-list-params';
import { useFieldOptions } from '../../../lib/field-options';
import type { SortFieldOf } from '../../../lib/list-state';
import { useEmployerOptions } from '../api/employer-options';
import type { jobResource } from '../api/job-resource';
import { useJobStatusOptions } from '../api/job-statuses';
import { useActsAsStaff } from '../hooks/use-acts-as-staff';

type JobFilters = (typeof jobResource.list)['filters'];
type JobListParams = ListParams<SortFieldOf<typeof jobResource.list>, JobFilters>;

/**
 * Search (title, reference number) and the filters the API has: status, employer (staff only: an
 * employer's user sees its own jobs), work type and classification from the site's option lists.
 */
export function JobListFilters({ list }: { list: JobListParams }) {
  const { t } = useTranslation();
  const staff = useActsAsStaff();
  const statuses = useJobStatusOptions();
  const employers = useEmployerOptions(staff);
  const options = useFieldOptions().data;
  const selects: SelectFilter<JobFilters>[] = [
    { filter: 'status', label: t('jobs.fields.status'), options: statuses },
    ...(staff ? [{ filter: 'employer' as const, label: t('jobs.fields.employer'), options: employers }] : []),
    { filter: 'work_type', label: t('jobs.fields.work_type'), options: options?.work_type ?? [] },
    { filter: 'classification', label: t('jobs.fields.classification'), options: options?.classification ?? [] },
  ];
  return <ResourceFilters list={list} strings="jobs.list" selects={selects} />;
}
