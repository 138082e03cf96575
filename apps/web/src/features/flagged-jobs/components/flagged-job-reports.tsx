import type { FlaggedJobDetail } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';

type Report = FlaggedJobDetail['reports'][number];

/** Every open report of a job, newest first as the API answers: reason, date and comments. */
export function FlaggedJobReports({ reports }: { reports: readonly Report[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <List dense aria-label={t('flaggedJobs.detail.reports')} disablePadding>
      {reports.map((report) => (
        <ListItem key={report.uuid} disableGutters divider>
          <ListItemText
            primary={`${t(`flaggedJobs.reasons.${report.reason}`)} · ${format.dateTime(report.reported_at)}`}
            secondary={report.comments ? <bdi>{report.comments}</bdi> : t('flaggedJobs.detail.noComments')}
          />
        </ListItem>
      ))}
    </List>
  );
}
