import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInbox } from '../api/inbox';
import { NotificationPopover } from './notification-popover';
import { useLiveInbox } from './use-live-inbox';
import { useNotificationStrings } from './use-notification-strings';
import { useNotificationText } from './use-notification-text';

/** The bell's list: the latest five. */
export const BELL_SIZE = 5;

/**
 * The navbar's notifications (spec §2): the unread count on a bell, the latest five in a popover,
 * live from the tab's one stream; a new arrival is announced to screen readers.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const ready = useNotificationStrings();
  const arrival = useLiveInbox();
  const wording = useNotificationText();
  const inbox = useInbox({ page: 1, perPage: BELL_SIZE, unreadOnly: false });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const unread = inbox.data?.meta.unread ?? 0;
  const label = ready ? t('notifications.bellUnread', { count: unread }) : t('nav.notifications');
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {arrival && ready ? t('notifications.arrived', { subject: wording(arrival).subject }) : ''}
      </Box>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <NotificationPopover inbox={inbox} onClose={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
