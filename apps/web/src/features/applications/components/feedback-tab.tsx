import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useFormatters } from '../../../hooks/use-formatters';
import { useCan } from '../../../lib/session-context';
import { useApplicationFeedback } from '../api/application-feedback';
import { FeedbackForm } from './feedback-form';
import { TabLoadError } from './tab-load-error';

/** The recruiters' feedback on the application, each with its rating and author ("No feedback left."), and the form to add one. */
export function FeedbackTab({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const can = useCan();
  const feedback = useApplicationFeedback(uuid);
  const ratingOf = (value: number) => t('applications.feedback.ratingOf', { rating: value });
  if (feedback.isError) return <TabLoadError error={feedback.error} retry={() => void feedback.refetch()} />;
  if (!feedback.data) return <PageSpinner fullScreen={false} />;
  return (
    <Stack spacing={3}>
      {feedback.data.length === 0 ? (
        <Typography color="text.secondary">{t('applications.feedback.empty')}</Typography>
      ) : (
        <List aria-label={t('applications.feedback.label')} disablePadding>
          {feedback.data.map((item) => (
            <ListItem key={item.uuid} disableGutters sx={{ flexDirection: 'column', alignItems: 'flex-start' }}>
              <Rating value={item.rating} readOnly size="small" getLabelText={ratingOf} />
              <ListItemText
                primary={item.comments ? <bdi style={{ whiteSpace: 'pre-wrap' }}>{item.comments}</bdi> : null}
                secondary={t('applications.feedback.byAt', {
                  name: item.author?.name ?? t('applications.feedback.unknownAuthor'),
                  date: format.dateTime(item.created_at),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      {can('update', 'applications') ? <FeedbackForm uuid={uuid} ratingOf={ratingOf} /> : null}
    </Stack>
  );
}
