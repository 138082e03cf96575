import type { AccountUser } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { CellBadge, type BadgeTone } from '../../../components/list/cells';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import { recordLinkColumn } from '../../../components/resource/record-link-column';
import type { accountUserResource } from '../api/account-users-resource';
import { useRoleLabels } from './role-label';

const STATUS_TONE: Record<AccountUser['status'], BadgeTone> = { active: 'success', invited: 'info', disabled: 'error' };

/** The users table: the name opens the user's dialog; roles per scope as badges. */
export function useUserColumns(open: (user: AccountUser) => void): ColumnsOf<typeof accountUserResource> {
  const labels = useRoleLabels();
  return useListColumns(
    ({ t, format }) => [
      recordLinkColumn('name', { onOpen: open }),
      {
        id: 'email',
        sort: 'email',
        cell: (row) => <bdi dir="ltr">{row.email}</bdi>,
      },
      {
        id: 'roles',
        wrap: true,
        minWidth: 240,
        cell: (row) => (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
            {row.roles.map((role) => (
              <CellBadge key={role.membership_id} outlined>
                <bdi>{labels.held(role)}</bdi>
              </CellBadge>
            ))}
          </Stack>
        ),
      },
      {
        id: 'status',
        cell: (row) => <CellBadge tone={STATUS_TONE[row.status]}>{t(`people.status.${row.status}`)}</CellBadge>,
      },
      {
        id: 'created_at',
        sort: 'created_at',
        cell: (row) => format.date(row.created_at),
      },
    ],
    [labels, open],
  );
}
