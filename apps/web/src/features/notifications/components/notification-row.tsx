import type { Notification } from '@portal/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useMarkNotification } from '../api/change-notification';
import { NotificationSummary } from './notification-summary';
import { useNotificationTarget, useOpenNotification } from './use-open-notification';
import type { NotificationText } from './use-notification-text';

interface NotificationRowProps {
  notification: Notification;
  text: NotificationText;
  onDelete: (notification: Notification) => void;
}

/** One notification of the page: open it, mark it read or unread, delete it. */
export function NotificationRow({ notification, text, onDelete }: NotificationRowProps) {
  const { t } = useTranslation();
  const open = useOpenNotification();
  const target = useNotificationTarget()(notification);
  const mark = useMarkNotification();
  const read = notification.read_at !== null;
  const markLabel = read ? t('notifications.markUnread') : t('notifications.markRead');
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <NotificationSummary notification={notification} text={text} subjectAs="h2" />
      </Stack>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {target ? (
          <Button
            size="small"
            onClick={() => open(notification)}
            aria-label={`${t('notifications.open')}: ${text.subject}`}
          >
            {t('notifications.open')}
          </Button>
        ) : null}
        <Tooltip title={markLabel}>
          <IconButton
            aria-label={`${markLabel}: ${text.subject}`}
            disabled={mark.isPending}
            onClick={() => mark.mutate({ id: notification.id, read: !read })}
          >
            {read ? <MarkEmailUnreadOutlinedIcon /> : <DraftsOutlinedIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('notifications.delete')}>
          <IconButton
            aria-label={`${t('notifications.delete')}: ${text.subject}`}
            onClick={() => onDelete(notification)}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}
