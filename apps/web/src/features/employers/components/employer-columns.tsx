import type { Employer } from '@portal/contract';
import { CellBadge } from '../../../components/list/cells';
import type { ListColumn } from '../../../components/resource/resource-list';
import { useListColumns } from '../../../components/resource/use-list-columns';
import { recordLinkColumn } from '../../../components/resource/record-link-column';
import type { EmployerSortField } from '../api/list-query';
import { useEmployerLabels } from '../hooks/use-employer-labels';
import { STATUS_TONES } from './employer-status-chip';

/** The employers table's columns; a column with `sort` sorts on the server by that field. */
export function useEmployerColumns(detailPath: (id: number) => string): ListColumn<Employer, EmployerSortField>[] {
  const labels = useEmployerLabels();
  return useListColumns(
    ({ t, format }) => [
      recordLinkColumn('business_name', { href: (row: Employer) => detailPath(row.id) }),
      { id: 'type', sort: 'type', cell: (row) => labels.type(row.type) },
      {
        id: 'contact_name',
        header: t('employers.fields.contact'),
        sort: 'contact_name',
        minWidth: 150,
        cell: (row) => <bdi>{row.contact_name}</bdi>,
      },
      {
        id: 'phone',
        cell: (row) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : null),
      },
      {
        id: 'live_jobs_count',
        sort: 'live_jobs_count',
        align: 'right',
        cell: (row) => format.number(row.live_jobs_count),
      },
      {
        id: 'status',
        sort: 'status',
        cell: (row) => <CellBadge tone={STATUS_TONES[row.status]}>{labels.status(row.status)}</CellBadge>,
      },
      {
        id: 'created_at',
        sort: 'created_at',
        cell: (row) => format.date(row.created_at),
      },
    ],
    [labels, detailPath],
  );
}
