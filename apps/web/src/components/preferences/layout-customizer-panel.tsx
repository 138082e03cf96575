import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavbarPopover } from '../page/navbar-popover';
import { LayoutPreferenceFields } from './layout-preference-fields';

interface LayoutCustomizerPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The customizer's dialog: vertical or horizontal navigation, boxed or wide content; loaded on first open. */
export function LayoutCustomizerPanel({ anchor, onClose }: LayoutCustomizerPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <NavbarPopover
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
