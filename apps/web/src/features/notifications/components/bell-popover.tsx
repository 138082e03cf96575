import type { NotificationInbox } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { NavbarPopover } from '../../../components/page/navbar-popover';
import { NotificationPopover } from './notification-popover';
import type { AnchoredPopupProps } from '../../../components/on-demand/popup-trigger';

interface BellPopoverProps extends AnchoredPopupProps {
  inbox: UseQueryResult<NotificationInbox>;
}

/** The bell's popover, downloaded the first time the bell is pointed at or opened (decision 0017). */
export function BellPopover({ id, anchor, inbox, onClose }: BellPopoverProps) {
  return (
    <NavbarPopover
      id={id}
      anchor={anchor}
      onClose={onClose}
      paper={{ sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } }}
    >
      <NotificationPopover inbox={inbox} onClose={onClose} />
    </NavbarPopover>
  );
}
