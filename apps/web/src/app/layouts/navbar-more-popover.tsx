import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { AnchoredPopupProps } from '../../components/on-demand/popup-trigger';

/** The popover of NavbarMore, loaded on first open. */
export function NavbarMorePopover({
  id,
  anchor,
  onClose,
  label,
  children,
}: AnchoredPopupProps & { label: string; children: ReactNode }) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      <Stack direction="row" spacing={0.5} sx={{ p: 1 }}>
        {children}
      </Stack>
    </Popover>
  );
}
