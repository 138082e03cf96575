import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useAnchoredPopup } from '../../../components/on-demand/popup-trigger';
import { useSession } from '../../../lib/session-context';

const UserMenuPanel = onDemand(() => import('./user-menu-panel').then((m) => m.UserMenuPanel));

/** The avatar button opening who is signed in and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { me } = useSession();
  const panel = useAnchoredPopup(UserMenuPanel, 'dialog');
  if (!me) return null;

  return (
    <>
      <IconButton {...panel.trigger} aria-label={t('auth.userMenu.label')} sx={{ p: 0.5 }}>
        <Avatar
          src={me.avatar ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {me.name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <PopupOnDemand open={panel.open}>
        <UserMenuPanel {...panel.popup} />
      </PopupOnDemand>
    </>
  );
}
