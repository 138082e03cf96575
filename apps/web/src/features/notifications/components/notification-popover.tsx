import type { NotificationInbox } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkAllRead } from '../api/change-notification';
import { NotificationSummary } from './notification-summary';
import { useOpenNotification } from './use-open-notification';
import { useNotificationText } from './use-notification-text';

interface NotificationPopoverProps {
  inbox: UseQueryResult<NotificationInbox>;
  onClose: () => void;
}

/** The bell's popover: the latest notifications, mark all read, and the way to the full list. */
export function NotificationPopover({ inbox, onClose }: NotificationPopoverProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const wording = useNotificationText();
  const open = useOpenNotification();
  const readAll = useMarkAllRead();
  const items = inbox.data?.data ?? [];
  return (
    <section aria-labelledby={headingId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('notifications.latest')}
        </Typography>
        <Button
          size="small"
          disabled={!inbox.data?.meta.unread}
          loading={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Stack>
      <Divider />
      {inbox.isPending ? (
        <Stack sx={{ alignItems: 'center', p: 2 }}>
          <CircularProgress size={24} aria-label={t('notifications.latest')} />
        </Stack>
      ) : null}
      {inbox.isError ? (
        <Alert
          severity="error"
          sx={{ m: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void inbox.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('messages.unknownError')}
        </Alert>
      ) : null}
      {inbox.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('messages.noData')}
        </Typography>
      ) : null}
      {items.length ? (
        <List dense disablePadding>
          {items.map((notification) => (
            <ListItem key={notification.id} disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  open(notification);
                }}
              >
                <NotificationSummary notification={notification} text={wording(notification)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ) : null}
      <Divider />
      <Stack sx={{ p: 1 }}>
        <Button component={Link} to="/notifications" onClick={onClose}>
          {t('notifications.viewAll')}
        </Button>
      </Stack>
    </section>
  );
}
