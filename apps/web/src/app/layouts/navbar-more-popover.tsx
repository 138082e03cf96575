import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { AnchoredPopupProps } from '../../components/on-demand/popup-trigger';
import { NavbarPopover } from '../../components/page/navbar-popover';

/** The popover of NavbarMore, loaded on first open. */
export function NavbarMorePopover({
  id,
  anchor,
  onClose,
  label,
  children,
}: AnchoredPopupProps & { label: string; children: ReactNode }) {
  return (
    <NavbarPopover id={id} anchor={anchor} onClose={onClose} paper={{ role: 'dialog', 'aria-label': label }}>
      <Stack direction="row" spacing={0.5} sx={{ p: 1 }}>
        {children}
      </Stack>
    </NavbarPopover>
  );
}
