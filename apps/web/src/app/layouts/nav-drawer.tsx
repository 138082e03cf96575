import { UI } from '@portal/contract';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  width: number;
  children: ReactNode;
}

/** The menu as an overlay below the overlay breakpoint; loaded when first opened (it brings Modal and Slide). */
export function NavDrawer({ open, onClose, label, width, children }: NavDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      // Spec §9: the overlay sits at z-index 2000, above the app bar (1100) and MUI's drawers (1200).
      sx={{ zIndex: UI.overlayZIndex }}
      ModalProps={{ keepMounted: true }}
      // Mounted open on its first use: it still slides in, as it does every later time.
      slotProps={{ paper: { 'aria-label': label }, transition: { appear: true } }}
    >
      <Box sx={{ width }}>{children}</Box>
    </Drawer>
  );
}
