import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useAccountRoles } from '../api/account-roles';
import { useRoleLabels } from './role-label';

/** Every role with its permission list (`subject.action` entries, as stored), for viewing. */
export function RolesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const labels = useRoleLabels();
  const roles = useAccountRoles();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={`${id}-title`}>{t('people.rolesDialog.title')}</DialogTitle>
      <DialogContent dividers>
        {roles.isPending ? <PageSpinner /> : null}
        {roles.isError ? <Typography color="error">{t('people.rolesDialog.loadError')}</Typography> : null}
        <Stack spacing={3}>
          {roles.data?.map((role) => (
            <section key={role.key} aria-labelledby={`${id}-${role.key}`}>
              <Typography variant="subtitle1" component="h3" id={`${id}-${role.key}`}>
                {labels.role(role.key)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('people.rolesDialog.scope', { scope: t(`people.rolesDialog.scopeTypes.${role.scope_type}`) })}
              </Typography>
              <ul style={{ margin: '8px 0 0', paddingInlineStart: '20px', columns: '14em' }}>
                {role.permissions.map((permission) => (
                  <li key={permission}>
                    <bdi dir="ltr">
                      <code>{permission}</code>
                    </bdi>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('people.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
