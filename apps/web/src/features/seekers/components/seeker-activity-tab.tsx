import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/list-load-error';
import { DetailSection } from '../../../components/resource/resource-facts';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { useActorName } from '../../../components/impersonation/use-actor-name';
import { useFormatters } from '../../../hooks/use-formatters';
import { useSeekerActivity } from '../api/seeker-tabs';
import { useOptionLabel } from '../hooks/use-option-label';
import { activityLine } from './activity-line';

/** `activity`: what the seeker did and what was done to them, newest first, with who and when. */
export function SeekerActivityTab({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const actorName = useActorName();
  const activity = useSeekerActivity(uuid);
  const { labelOf } = useApplicationStages();
  const optionLabel = useOptionLabel();
  const title = t('seekers.tabs.activity');
  return (
    <DetailSection title={title}>
      {activity.isError ? (
        <ListLoadError error={activity.error} retry={() => void activity.refetch()} />
      ) : !activity.data ? null : activity.data.length === 0 ? (
        <Typography color="text.secondary">{t('seekers.activity.none')}</Typography>
      ) : (
        <List dense aria-label={title} disablePadding>
          {activity.data.map((entry, index) => (
            <ListItem key={`${entry.at}-${index}`} disableGutters>
              <ListItemText
                primary={
                  <bdi>{activityLine(t, entry, labelOf, (list, value) => optionLabel(list, value) ?? value)}</bdi>
                }
                secondary={t('seekers.activity.atBy', {
                  date: format.dateTime(entry.at),
                  name: actorName(entry.by, t('seekers.activity.bySeeker')),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
