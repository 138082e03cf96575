import type { Application } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/list/cells';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ResourceTable, type ResourceColumn } from '../../../components/list/resource-table';
import { DetailSection } from '../../../components/resource/resource-facts';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { useFormatters } from '../../../hooks/use-formatters';
import { PAGE_SIZES } from '../../../lib/list-state';
import { useSeekerApplications } from '../api/seeker-tabs';

/**
 * `applications`: the seeker's applications (`GET /v1/seekers/{uuid}/job-applications`), newest
 * first, paged: the job, status, stage and applied date, each opening `applications/{uuid}`.
 */
export function SeekerApplicationsTab({ uuid, href }: { uuid: string; href: (application: string) => string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [paging, setPaging] = useState({ page: 1, perPage: 25 });
  const applications = useSeekerApplications(uuid, paging.page, paging.perPage);
  const { labelOf } = useApplicationStages();
  const columns = useMemo<ResourceColumn<Application>[]>(
    () => [
      {
        id: 'job',
        header: t('seekers.applications.job'),
        minWidth: 200,
        cell: (row, { tabIndex }) => (
          <CellLink to={href(row.uuid)} tabIndex={tabIndex}>
            <bdi>{row.job.title}</bdi>
          </CellLink>
        ),
      },
      {
        id: 'status',
        header: t('seekers.applications.status'),
        cell: (row) => t(`applications.status.${row.status}`),
      },
      {
        id: 'stage',
        header: t('seekers.applications.stage'),
        cell: (row) => (row.stage ? <bdi>{labelOf(row.stage)}</bdi> : null),
      },
      { id: 'applied_at', header: t('seekers.applications.appliedAt'), cell: (row) => format.date(row.applied_at) },
    ],
    [t, format, href, labelOf],
  );
  const title = t('seekers.tabs.applications');
  return (
    <DetailSection title={title}>
      {applications.isError ? (
        <ListLoadError error={applications.error} retry={() => void applications.refetch()} />
      ) : (
        <ResourceTable<Application, string, string>
          label={title}
          columns={columns}
          rows={applications.data?.data}
          rowKey={(row) => row.uuid}
          total={applications.data?.meta.total ?? 0}
          totalCapped={applications.data?.meta.total_capped ?? false}
          loading={applications.isFetching}
          page={paging.page}
          perPage={paging.perPage}
          pageSizes={PAGE_SIZES}
          sort={null}
          rowHref={(row) => href(row.uuid)}
          onChange={(change) => {
            if ('page' in change) setPaging((current) => ({ ...current, page: change.page }));
            else if ('perPage' in change) setPaging({ page: 1, perPage: change.perPage });
          }}
        />
      )}
    </DetailSection>
  );
}
