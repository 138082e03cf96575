import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useActorName } from '../../../components/impersonation/use-actor-name';
import { useFormatters } from '../../../hooks/use-formatters';
import { useJobHistory } from '../api/job-history';

/**
 * A job's status history as a short list (decision 0043): who, when, from → to, and a rejection's
 * reason; an edit past draft names the fields it changed (decision 0065). A move without a person (the scheduled expiry) is the system's.
 */
export function JobHistory({ uuid, label }: { uuid: string; label: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const history = useJobHistory(uuid);
  const actorName = useActorName();
  if (history.isError) return <Typography color="error">{t('jobs.history.loadError')}</Typography>;
  if (!history.data) return null;
  if (history.data.length === 0) return <Typography color="text.secondary">{t('jobs.history.empty')}</Typography>;
  const status = (value: string | null) => (value ? t(`jobs.status.${value}`) : t('jobs.history.created'));
  return (
    <List dense aria-label={label} disablePadding>
      {history.data.map((change, index) => (
        <ListItem key={`${change.created_at}-${index}`} disableGutters>
          <ListItemText
            primary={
              change.action === 'edit'
                ? t('jobs.history.edited', {
                    fields: change.fields.map((field) => t(`jobs.fields.${field}`)).join(', '),
                  })
                : t('jobs.history.move', { from: status(change.from_status), to: status(change.to_status) })
            }
            secondary={
              <>
                {t('jobs.history.atBy', {
                  date: format.dateTime(change.created_at),
                  name: actorName(change.changed_by, t('jobs.history.system')),
                })}
                {change.reason ? (
                  <>
                    {' — '}
                    <bdi>{change.reason}</bdi>
                  </>
                ) : null}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
