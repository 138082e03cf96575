import type { Seeker } from '@portal/contract';
import { CellBadge, CellLtr } from '../../../components/list/cells';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import { recordLinkColumn } from '../../../components/resource/record-link-column';
import type { seekerResource } from '../api/seeker-resource';
import { useOptionLabel } from '../hooks/use-option-label';
import { SEEKER_STATUS_TONES } from './seeker-status';

/** The seekers table's columns; option values by the site's labels, the email and profile ID left to right. */
export function useSeekerColumns(detailPath: (uuid: string) => string): ColumnsOf<typeof seekerResource> {
  const label = useOptionLabel();
  return useListColumns(
    ({ t, format }) => [
      recordLinkColumn('name', { href: (row: Seeker) => detailPath(row.uuid) }),
      { id: 'email', cell: (row) => <CellLtr>{row.email}</CellLtr> },
      { id: 'profile_id', cell: (row) => <CellLtr>{row.profile_id}</CellLtr> },
      {
        id: 'status',
        cell: (row) => (
          <CellBadge tone={SEEKER_STATUS_TONES[row.status]}>{t(`seekers.status.${row.status}`)}</CellBadge>
        ),
      },
      { id: 'visa_type', cell: (row) => label('visa_type', row.visa_type) },
      {
        id: 'desired_work_type',
        cell: (row) => label('desired_work_type', row.desired_work_type),
      },
      {
        id: 'applications_count',
        align: 'right',
        cell: (row) => format.number(row.applications_count),
      },
      {
        id: 'last_activity_at',
        sort: 'last_activity_at',
        cell: (row) => (row.last_activity_at ? format.date(row.last_activity_at) : null),
      },
    ],
    [label, detailPath],
  );
}
