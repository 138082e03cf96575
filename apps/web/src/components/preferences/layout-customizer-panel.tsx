import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnchoredPopupProps } from '../on-demand/popup-trigger';
import { NavbarPopover } from '../page/navbar-popover';
import { LayoutPreferenceFields } from './layout-preference-fields';

/** The customizer's dialog: vertical or horizontal navigation, boxed or wide content; loaded on first open. */
export function LayoutCustomizerPanel({ id, anchor, onClose }: AnchoredPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <NavbarPopover
      id={id}
      anchor={anchor}
      onClose={onClose}
      paper={{ role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2.5, minWidth: 260 } }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('layout.customizer.title')}
      </Typography>
      <LayoutPreferenceFields />
    </NavbarPopover>
  );
}
