import { canGrant, type AccountUser } from '@portal/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useSession } from '../../../lib/session-context';
import { useAccountRoles } from '../api/account-roles';
import { useRemoveScopeRole } from '../api/account-user-actions';
import { useRoleLabels } from './role-label';

/**
 * The roles a user holds in the account, each removable when the signed-in user could grant it and
 * it is not its scope's last admin (decision 0025, the reason shown beside it).
 */
export function UserRolesSection({ user, self }: { user: AccountUser; self: boolean }) {
  const { t } = useTranslation();
  const labels = useRoleLabels();
  const { me, selection } = useSession();
  const roles = useAccountRoles();
  const remove = useRemoveScopeRole();
  const notified = useNotifiedAction();
  const accountId = selection?.account?.id ?? 0;
  const mayTake = (role: AccountUser['roles'][number]) => {
    const held = roles.data?.find((candidate) => candidate.key === role.role);
    const chain = {
      accountId,
      siteId: role.scope_type === 'account' ? null : role.site_id,
      employerId: role.scope_type === 'employer' ? role.scope_id : null,
    };
    return Boolean(held && me && canGrant(me.permissions, chain, held.permissions));
  };
  const onRemove = (membershipId: number) =>
    notified(() => remove.mutateAsync({ userId: user.id, membershipId }), t('people.notifications.roleRemoved'));
  if (user.roles.length === 0) return <Typography color="text.secondary">{t('people.manage.noRoles')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('people.manage.roles')}>
      {user.roles.map((role) => (
        <ListItem
          key={role.membership_id}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={t('people.actions.removeRole', { role: labels.role(role.role), scope: labels.scope(role) })}
              disabled={self || role.last_admin || !mayTake(role) || remove.isPending}
              onClick={() => void onRemove(role.membership_id)}
            >
              <DeleteOutlineIcon />
            </IconButton>
          }
        >
          <ListItemText
            primary={<bdi>{labels.held(role)}</bdi>}
            secondary={role.last_admin ? t('people.manage.lastAdmin') : undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}
