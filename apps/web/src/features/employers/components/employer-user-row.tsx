import { EMPLOYER_ROLES, type EmployerUser } from '@portal/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ImpersonateButton } from '../../../components/impersonation/impersonate-button';
import { useFormatters } from '../../../hooks/use-formatters';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useUpdateEmployerUserRole } from '../api/update-employer-user-role';
import { useEmployerLabels } from '../hooks/use-employer-labels';

interface EmployerUserRowProps {
  employerId: number;
  user: EmployerUser;
  canUpdate: boolean;
  canDelete: boolean;
  /** Shows Impersonate (decision 0052); the API still refuses a user holding more rights. */
  canImpersonate?: boolean;
  onRemove: (user: EmployerUser) => void;
}

/**
 * One user: name, email, role (a select when it may be changed), since when, and removal. The
 * employer's last admin keeps both disabled, with the reason beside them (decision 0025).
 */
export function EmployerUserRow({
  employerId,
  user,
  canUpdate,
  canDelete,
  canImpersonate = false,
  onRemove,
}: EmployerUserRowProps) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const format = useFormatters();
  const changeRole = useUpdateEmployerUserRole();
  const notified = useNotifiedAction();
  const reasonId = useId();
  const locked = user.last_admin && (canUpdate || canDelete);

  const setRole = (role: EmployerUser['role']) =>
    notified(
      () => changeRole.mutateAsync({ employerId, userId: user.id, role }),
      t('employers.notifications.roleChanged', { name: user.name, role: labels.role(role) }),
    );

  return (
    <TableRow>
      <TableCell>
        {user.name}
        {user.invited ? (
          <Chip label={t('employers.users.invited')} size="small" variant="outlined" sx={{ ml: 1 }} />
        ) : null}
      </TableCell>
      <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
        {user.email}
      </TableCell>
      <TableCell>
        {canUpdate ? (
          <TextField
            select
            size="small"
            value={user.role}
            sx={{ minWidth: 180, '& select': { typography: 'body2' } }}
            disabled={changeRole.isPending || user.last_admin}
            onChange={(event) => {
              const role = EMPLOYER_ROLES.find((value) => value === event.target.value);
              if (role) void setRole(role);
            }}
            slotProps={{
              select: { native: true },
              htmlInput: {
                'aria-label': t('employers.users.roleOf', { name: user.name }),
                'aria-describedby': locked ? reasonId : undefined,
              },
            }}
          >
            {EMPLOYER_ROLES.map((role) => (
              <option key={role} value={role}>
                {labels.role(role)}
              </option>
            ))}
          </TextField>
        ) : (
          labels.role(user.role)
        )}
        {locked ? (
          <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('employers.users.lastAdmin')}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(user.created_at)}</TableCell>
      {canDelete || canImpersonate ? (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {canImpersonate ? <ImpersonateButton size="small" userId={user.id} name={user.name} /> : null}
          {canDelete ? (
            <Button
              size="small"
              color="error"
              disabled={user.last_admin}
              aria-describedby={locked ? reasonId : undefined}
              onClick={() => {
                onRemove(user);
              }}
              aria-label={t('employers.users.removeUser', { name: user.name })}
            >
              {t('employers.users.remove')}
            </Button>
          ) : null}
        </TableCell>
      ) : null}
    </TableRow>
  );
}
