import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { useSession } from '../../../lib/session-context';

const UserMenuPanel = onDemand(() => import('./user-menu-panel').then((m) => m.UserMenuPanel));

/** The avatar button opening who is signed in and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { me } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!me) return null;

  return (
    <>
      <IconButton
        aria-label={t('auth.userMenu.label')}
        aria-haspopup="dialog"
        {...preloadOn(UserMenuPanel)}
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
      <PopupOnDemand open={anchor !== null}>
        <UserMenuPanel
          anchor={anchor}
          onClose={() => {
            setAnchor(null);
          }}
        />
      </PopupOnDemand>
    </>
  );
}
