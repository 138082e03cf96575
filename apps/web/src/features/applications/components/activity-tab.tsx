import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useActorName } from '../../../components/impersonation/use-actor-name';
import { useFormatters } from '../../../hooks/use-formatters';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { useApplicationActivity } from '../api/application-tab';
import { TabLoadError } from './tab-load-error';

/**
 * The application's history (decision 0044): each status and stage move, who made it and when, and
 * who was mailed about it. The first entry (no from-status) is the application arriving, with the
 * job's application addresses it was mailed to.
 */
export function ActivityTab({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const actorName = useActorName();
  const { labelOf } = useApplicationStages();
  const tab = useApplicationActivity(uuid);
  if (tab.isError) return <TabLoadError error={tab.error} retry={() => void tab.refetch()} />;
  if (!tab.data) return <PageSpinner fullScreen={false} />;
  const { activity } = tab.data;
  if (activity.length === 0) return <Typography color="text.secondary">{t('applications.activity.empty')}</Typography>;
  const stage = (value: string | null) => (value === null ? t('applications.noStage') : labelOf(value));
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  return (
    <List dense aria-label={t('applications.activity.label')} disablePadding>
      {activity.map((entry, index) => {
        const moves = [
          entry.from_status === entry.to_status
            ? null
            : t('applications.activity.statusMove', {
                from: entry.from_status
                  ? t(`applications.status.${entry.from_status}`)
                  : t('applications.activity.created'),
                to: t(`applications.status.${entry.to_status}`),
              }),
          entry.from_stage === entry.to_stage
            ? null
            : t('applications.activity.stageMove', { from: stage(entry.from_stage), to: stage(entry.to_stage) }),
        ].filter((move) => move !== null);
        // The groups chosen on a move, then the job's own addresses mailed on arrival (decision 0064).
        const recipients = [
          ...entry.notified.map((who) => t(`applications.change.recipients.${who}`)),
          ...entry.mailed_to,
        ];
        const mailed =
          recipients.length === 0
            ? t('applications.activity.nobodyMailed')
            : t('applications.activity.mailed', { recipients: list.format(recipients) });
        return (
          <ListItem key={`${entry.created_at}-${index}`} disableGutters>
            <ListItemText
              primary={moves.join(' · ')}
              secondary={
                <>
                  {t('applications.activity.atBy', {
                    date: format.dateTime(entry.created_at),
                    name: actorName(entry.changed_by, t('applications.activity.system')),
                  })}
                  {' — '}
                  {mailed}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
