import Stack from '@mui/material/Stack';
import { CellBadge, CellLink } from '../../../components/list/cells';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import { useActivationStatus } from '../../../components/resource/activation-status';
import type { consultantResource } from '../api/consultant-resource';
import { ConsultantAvatar } from './consultant-avatar';

/** The consultants table's columns; a column with `sort` sorts on the server by that field. */
export function useConsultantColumns(detailPath: (id: number) => string): ColumnsOf<typeof consultantResource> {
  const status = useActivationStatus('consultants.status');
  return useListColumns(
    ({ format }) => [
      {
        id: 'name',
        sort: 'name',
        minWidth: 200,
        cell: (row, { tabIndex }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <ConsultantAvatar consultant={row} />
            <CellLink to={detailPath(row.id)} tabIndex={tabIndex}>
              <bdi>{row.name}</bdi>
            </CellLink>
          </Stack>
        ),
      },
      { id: 'job_title', cell: (row) => <bdi>{row.job_title}</bdi> },
      { id: 'email', cell: (row) => <bdi dir="ltr">{row.email}</bdi> },
      {
        id: 'phone',
        cell: (row) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : null),
      },
      {
        id: 'active',
        cell: (row) => {
          const { label, tone } = status(row.active);
          return <CellBadge tone={tone}>{label}</CellBadge>;
        },
      },
      {
        id: 'created_at',
        sort: 'created_at',
        cell: (row) => format.date(row.created_at),
      },
    ],
    [status, detailPath],
  );
}
