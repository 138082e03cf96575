import type { JobFeedback } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/list-load-error';
import { DetailSection } from '../../../components/resource/resource-facts';
import { useFormatters } from '../../../hooks/use-formatters';
import { useJobAverageRating, useJobFeedback } from '../api/job-feedback';

/**
 * Candidates' feedback on a job (decision 0049): the average rating in stars with how many rated and
 * how many would recommend the employer, then each feedback, newest first, a page at a time;
 * "No feedback left." when there is none.
 */
export function JobFeedbackSection({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(1);
  const average = useJobAverageRating(uuid);
  const list = useJobFeedback(uuid, page);
  const summary = average.data;
  const failed = average.isError ? average : list.isError ? list : null;
  return (
    <DetailSection title={t('jobs.feedback.title')}>
      {failed ? (
        <ListLoadError error={failed.error} retry={() => void failed.refetch()} />
      ) : !summary || !list.data ? null : summary.count === 0 || summary.average === null ? (
        <Typography color="text.secondary">{t('jobs.feedback.none')}</Typography>
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating value={summary.average} precision={0.1} readOnly aria-hidden />
            <Typography sx={{ fontWeight: 600 }}>
              {t('jobs.feedback.average', {
                average: format.number(Math.round(summary.average * 10) / 10),
                // A number picks the plural form; the text shows it in the reader's digits.
                count: summary.count,
                ratings: format.number(summary.count),
              })}
            </Typography>
            <Typography color="text.secondary">
              {t('jobs.feedback.recommend', {
                // Those who recommend pick the verb's form (French "recommanderait"); of all who rated.
                count: summary.recommend_count,
                total: format.number(summary.count),
              })}
            </Typography>
          </Stack>
          <List dense aria-label={t('jobs.feedback.list')} disablePadding>
            {list.data.data.map((feedback) => (
              <FeedbackItem key={feedback.uuid} feedback={feedback} />
            ))}
          </List>
          {list.data.meta.last_page > 1 ? (
            <Pagination
              count={list.data.meta.last_page}
              page={page}
              onChange={(_event, next) => {
                setPage(next);
              }}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? t('jobs.feedback.page', { page: item }) : t(`jobs.feedback.${type}`)
              }
            />
          ) : null}
        </Stack>
      )}
    </DetailSection>
  );
}

function FeedbackItem({ feedback }: { feedback: JobFeedback }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <ListItem disableGutters divider alignItems="flex-start">
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Rating value={feedback.rating} readOnly size="small" aria-hidden />
            <span>{t('jobs.feedback.rating', { rating: feedback.rating })}</span>
            <span>·</span>
            <span>
              {feedback.recommend_employer ? t('jobs.feedback.recommends') : t('jobs.feedback.doesNotRecommend')}
            </span>
            <span>·</span>
            <span>{format.date(feedback.created_at)}</span>
          </Stack>
        }
        secondary={feedback.comments ? <bdi>{feedback.comments}</bdi> : null}
        slotProps={{ primary: { component: 'div' } }}
      />
    </ListItem>
  );
}
