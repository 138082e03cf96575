import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AnchoredPopupProps } from '../../../components/on-demand/popup-trigger';
import { NavbarPopover } from '../../../components/page/navbar-popover';
import { LtrText } from '../../../components/text/ltr-text';
import { useAuth } from '../../../lib/auth-store';
import { useSession } from '../../../lib/session-context';
import { useLogout } from '../api/logout';

/** The avatar menu's dialog: who is signed in, and log out (which also ends an impersonation); loaded on first open. */
export function UserMenuPanel({ id, anchor, onClose }: AnchoredPopupProps) {
  const { t } = useTranslation();
  const { me } = useSession();
  const auth = useAuth();
  const logout = useLogout();
  const titleId = useId();
  if (!me) return null;
  const impersonating = Boolean(auth?.parent);

  return (
    <NavbarPopover
      id={id}
      anchor={anchor}
      onClose={onClose}
      paper={{ role: 'dialog', 'aria-labelledby': titleId, sx: { minWidth: 240 } }}
    >
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {me.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <LtrText>{me.email}</LtrText>
        </Typography>
        {me.impersonator ? (
          <Typography variant="body2" color="text.secondary">
            {t('auth.userMenu.impersonating', { name: me.name, impersonator: me.impersonator.name })}
          </Typography>
        ) : null}
      </Box>
      <Divider />
      <List dense>
        {/* The profile (features/profile, decision 0053): password, avatar, name and preferences. */}
        <ListItemButton component={RouterLink} to="/auth/profile/password" onClick={onClose}>
          <ListItemIcon>
            <AccountCircleOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('auth.userMenu.profile')} />
        </ListItemButton>
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
    </NavbarPopover>
  );
}
