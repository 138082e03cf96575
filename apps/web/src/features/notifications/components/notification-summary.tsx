import type { Notification } from '@portal/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { useFormatters } from '../../../hooks/use-formatters';
import type { NotificationText } from './use-notification-text';

interface NotificationSummaryProps {
  notification: Notification;
  text: NotificationText;
  /** The subject's element: a heading in the page's list, plain text in the bell. */
  subjectAs?: 'h2' | 'span';
}

/** A notification's subject (bold while unread), its content and when it arrived. */
export function NotificationSummary({ notification, text, subjectAs = 'span' }: NotificationSummaryProps) {
  const format = useFormatters();
  const unread = notification.read_at === null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component={subjectAs} variant="body1" sx={{ display: 'block', fontWeight: unread ? 700 : 400 }}>
        {unread ? (
          <Box
            component="span"
            aria-hidden
            sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', me: 1 }}
          />
        ) : null}
        {text.subject}
      </Typography>
      {text.text !== null ? (
        <Typography variant="body2" color="text.secondary">
          {text.text}
        </Typography>
      ) : (
        <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
          <RichTextView html={text.html} />
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="time" dateTime={notification.notified_at}>
        {format.dateTime(notification.notified_at)}
      </Typography>
    </Box>
  );
}
