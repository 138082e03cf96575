import Box from '@mui/material/Box';
import { CellBadge, CellLink, CellLtr } from '../../../components/list/cells';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import type { applicationResource } from '../../../api/applications/application-resource';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { APPLICATION_STATUS_TONES } from './application-status';

/** The applications table's columns; a column with `sort` sorts on the server by that field. */
export function useApplicationColumns(detailPath: (uuid: string) => string): ColumnsOf<typeof applicationResource> {
  const { labelOf } = useApplicationStages();
  return useListColumns(
    ({ t, format }) => [
      {
        id: 'candidate',
        minWidth: 200,
        cell: (row, { tabIndex }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <CellLink to={detailPath(row.uuid)} tabIndex={tabIndex}>
              <bdi>{row.seeker.name}</bdi>
            </CellLink>
            <CellLtr>{row.seeker.email}</CellLtr>
          </Box>
        ),
      },
      {
        id: 'job',
        minWidth: 180,
        cell: (row) => (
          <>
            <bdi>{row.job.title}</bdi>
            {row.job.reference ? (
              <>
                {' '}
                <CellLtr>{row.job.reference}</CellLtr>
              </>
            ) : null}
          </>
        ),
      },
      {
        id: 'employer',
        minWidth: 140,
        cell: (row) => <bdi>{row.employer.name}</bdi>,
      },
      {
        id: 'status',
        sort: 'status',
        cell: (row) => (
          <CellBadge tone={APPLICATION_STATUS_TONES[row.status]}>{t(`applications.status.${row.status}`)}</CellBadge>
        ),
      },
      {
        id: 'stage',
        cell: (row) => (row.stage === null ? null : <bdi>{labelOf(row.stage)}</bdi>),
      },
      {
        id: 'applied_at',
        sort: 'applied_at',
        cell: (row) => format.date(row.applied_at),
      },
      {
        id: 'knocked_out',
        cell: (row) =>
          row.knocked_out ? (
            <CellBadge tone="error" outlined>
              {t('applications.fields.knocked_out')}
            </CellBadge>
          ) : null,
      },
    ],
    [detailPath, labelOf],
  );
}
