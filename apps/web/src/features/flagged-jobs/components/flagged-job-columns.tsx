import type { FlaggedJob } from '@portal/contract';
import { CellLink, CellLinkButton } from '../../../components/list/cells';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import type { flaggedJobResource } from '../api/flagged-job-resource';

/**
 * The flagged-jobs table: the job (a link to its page), its employer, the latest report's reason,
 * date and comments, and how many reports are open (a button opening them all).
 */
export function useFlaggedJobColumns(
  jobPath: (uuid: string) => string,
  openReports: (row: FlaggedJob) => void,
): ColumnsOf<typeof flaggedJobResource> {
  return useListColumns(
    ({ t, format }) => [
      {
        id: 'title',
        minWidth: 200,
        cell: (row, { tabIndex }) => (
          <CellLink to={jobPath(row.uuid)} tabIndex={tabIndex}>
            <bdi>{row.title}</bdi>
          </CellLink>
        ),
      },
      { id: 'employer', cell: (row) => <bdi>{row.employer.name}</bdi> },
      { id: 'reason', cell: (row) => t(`flaggedJobs.reasons.${row.reason}`) },
      {
        id: 'reported_at',
        sort: 'reported_at',
        cell: (row) => format.dateTime(row.reported_at),
      },
      {
        id: 'comments',
        wrap: true,
        minWidth: 220,
        cell: (row) => (row.comments ? <bdi>{row.comments}</bdi> : null),
      },
      {
        id: 'reports_count',
        sort: 'reports_count',
        align: 'right',
        cell: (row, { tabIndex }) => (
          <CellLinkButton
            tabIndex={tabIndex}
            onClick={() => {
              openReports(row);
            }}
          >
            {t('flaggedJobs.list.openReports', { count: row.reports_count, title: row.title })}
          </CellLinkButton>
        ),
      },
    ],
    [jobPath, openReports],
  );
}
