import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-store';
import { useSession } from '../../../lib/session-context';
import { useLogout } from '../api/logout';

/** The avatar menu: who is signed in, and log out (which also ends an impersonation). */
export function UserMenu() {
  const { t } = useTranslation();
  const { me } = useSession();
  const auth = useAuth();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  if (!me) return null;
  const impersonating = Boolean(auth?.parent);

  return (
    <>
      <IconButton
        aria-label={t('auth.userMenu.label')}
        aria-haspopup="dialog"
        onClick={(event) => {
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={me.avatar ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {me.name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography id={titleId} sx={{ fontWeight: 600 }}>
            {me.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {me.email}
          </Typography>
          {me.impersonator ? (
            <Typography variant="body2" color="text.secondary">
              {t('auth.userMenu.impersonating', { name: me.name, impersonator: me.impersonator.name })}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <List dense>
          <ListItemButton
            onClick={() => {
              logout.mutate();
            }}
            disabled={logout.isPending}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={impersonating ? t('auth.userMenu.stopImpersonating') : t('auth.userMenu.logout')} />
          </ListItemButton>
        </List>
      </Popover>
    </>
  );
}
