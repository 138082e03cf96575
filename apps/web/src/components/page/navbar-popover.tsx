import type { PaperProps } from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import type { ReactNode } from 'react';

interface NavbarPopoverProps {
  id?: string;
  /** The navbar button it hangs from; null: closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The panel's own role, name and size. */
  paper?: PaperProps;
  /** Once it has opened (e.g. to focus its first link). */
  onEntered?: () => void;
  children: ReactNode;
}

/** A panel below a navbar button, its end edge at the button's (the bell, the shortcuts, the user menu). */
export function NavbarPopover({ id, anchor, onClose, paper, onEntered, children }: NavbarPopoverProps) {
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper, transition: onEntered ? { onEntered } : undefined }}
    >
      {children}
    </Popover>
  );
}
