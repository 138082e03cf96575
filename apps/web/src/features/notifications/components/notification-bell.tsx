import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useAnchoredPopup } from '../../../components/on-demand/popup-trigger';
import { LiveStatus } from '../../../components/text/live-status';
import { useInbox } from '../api/inbox';
import { useLiveInbox } from './use-live-inbox';
import { useNotificationStrings } from './use-notification-strings';
import { useNotificationText } from './use-notification-text';

const BellPopover = onDemand(() => import('./bell-popover').then((m) => m.BellPopover));

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
  const popover = useAnchoredPopup(BellPopover, 'dialog');
  const unread = inbox.data?.meta.unread ?? 0;
  const label = ready ? t('notifications.bellUnread', { count: unread }) : t('nav.notifications');
  return (
    <>
      <IconButton {...popover.trigger} aria-label={label}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <LiveStatus>
        {arrival && ready ? t('notifications.arrived', { subject: wording(arrival).subject }) : ''}
      </LiveStatus>
      <PopupOnDemand open={popover.open}>
        <BellPopover {...popover.popup} inbox={inbox} />
      </PopupOnDemand>
    </>
  );
}
