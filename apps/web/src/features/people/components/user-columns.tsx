import type { AccountUser } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CellBadge, type BadgeTone } from '../../../components/list/cells';
import type { ListColumn } from '../../../components/resource/resource-list';
import { recordLinkColumn } from '../../../components/resource/record-link-column';
import { useFormatters } from '../../../hooks/use-formatters';
import type { SortFieldOf } from '../../../lib/list-state';
import type { accountUserResource } from '../api/account-users-resource';
import { useRoleLabels } from './role-label';

const STATUS_TONE: Record<AccountUser['status'], BadgeTone> = { active: 'success', invited: 'info', disabled: 'error' };

/** The users table: the name opens the user's dialog; roles per scope as badges. */
export function useUserColumns(
  open: (user: AccountUser) => void,
): ListColumn<AccountUser, SortFieldOf<typeof accountUserResource.list>>[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = useRoleLabels();
  return useMemo(
    () => [
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
    [t, format, labels, open],
  );
}
