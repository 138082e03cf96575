import { shownJobStatus, type Job } from '@portal/contract';
import { CellBadge, CellLtr } from '../../../components/list/cells';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import { recordLinkColumn } from '../../../components/resource/record-link-column';
import type { jobResource } from '../api/job-resource';
import { JOB_STATUS_TONES } from './job-status';

/** The jobs table's columns; a column with `sort` sorts on the server by that field. */
export function useJobColumns(detailPath: (uuid: string) => string): ColumnsOf<typeof jobResource> {
  return useListColumns(
    ({ t, format }) => [
      recordLinkColumn('title', { href: (row: Job) => detailPath(row.uuid) }, 200),
      {
        id: 'reference',
        sort: 'reference',
        cell: (row) => (row.reference ? <CellLtr>{row.reference}</CellLtr> : null),
      },
      {
        id: 'employer',
        minWidth: 160,
        cell: (row) => <bdi>{row.employer.name}</bdi>,
      },
      {
        id: 'status',
        cell: (row) => {
          const shown = shownJobStatus(row);
          return <CellBadge tone={JOB_STATUS_TONES[shown]}>{t(`jobs.status.${shown}`)}</CellBadge>;
        },
      },
      {
        id: 'advert_start_date',
        sort: 'advert_start_date',
        cell: (row) => (row.advert_start_date ? format.day(row.advert_start_date) : null),
      },
      {
        id: 'advert_end_date',
        sort: 'advert_end_date',
        cell: (row) => (row.advert_end_date ? format.day(row.advert_end_date) : null),
      },
      {
        id: 'applications_count',
        align: 'right',
        cell: (row) => format.number(row.applications_count),
      },
      {
        id: 'created_at',
        sort: 'created_at',
        cell: (row) => format.date(row.created_at),
      },
    ],
    [detailPath],
  );
}
