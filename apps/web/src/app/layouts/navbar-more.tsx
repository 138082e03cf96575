import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../../components/on-demand/on-demand';
import { useAnchoredPopup } from '../../components/on-demand/popup-trigger';

const NavbarMorePopover = onDemand(() => import('./navbar-more-popover').then((m) => m.NavbarMorePopover));

/**
 * The navbar's secondary buttons (shortcuts, language, theme, layout) on a phone: one "More" button
 * opening them in a row, so the top bar fits 360 px (decision 0066). Wider screens show them inline.
 */
export function NavbarMore({ phone, children }: { phone: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const popup = useAnchoredPopup(NavbarMorePopover, 'dialog');
  if (!phone) return children;
  return (
    <>
      <IconButton {...popup.trigger} aria-label={t('nav.more')}>
        <MoreVertIcon />
      </IconButton>
      <PopupOnDemand open={popup.open}>
        <NavbarMorePopover {...popup.popup} label={t('nav.more')}>
          {children}
        </NavbarMorePopover>
      </PopupOnDemand>
    </>
  );
}
