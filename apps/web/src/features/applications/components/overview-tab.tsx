import type { ApplicationOverview } from '../../../api/applications/application-resource';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CellBadge } from '../../../components/list/cells';
import { DetailSection, FactList } from '../../../components/resource/resource-facts';
import { LtrText } from '../../../components/text/ltr-text';
import { useFormatters } from '../../../hooks/use-formatters';

/** The candidate's contact and consent, the cover note, and each screening answer with its knockout mark. */
export function OverviewTab({ application }: { application: ApplicationOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { seeker } = application;
  // A yes/no answer is stored as `yes`/`no` and read in the reader's language; a choice as written.
  const answer = ({ kind, answer: value }: ApplicationOverview['answers'][number]) => {
    if (value === null || value.length === 0) return t('applications.overview.noAnswer');
    if (kind === 'yes_no' && (value === 'yes' || value === 'no')) return t(`applications.overview.yesNo.${value}`);
    return [value].flat().join(', ');
  };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <DetailSection title={t('applications.overview.contact')}>
        <FactList
          facts={[
            [t('applications.fields.candidate'), <bdi key="name">{seeker.name}</bdi>],
            [t('applications.fields.email'), <LtrText key="email">{seeker.email}</LtrText>],
            [t('applications.fields.phone'), seeker.phone ? <LtrText key="phone">{seeker.phone}</LtrText> : null],
            [t('applications.fields.applied_at'), format.dateTime(application.applied_at)],
            [
              t('applications.fields.consented_at'),
              application.consented_at ? format.dateTime(application.consented_at) : null,
            ],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('applications.fields.cover_note')}>
        <Typography
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          color={application.cover_note ? undefined : 'text.secondary'}
        >
          {application.cover_note ? <bdi>{application.cover_note}</bdi> : t('applications.overview.noCoverNote')}
        </Typography>
      </DetailSection>
      <DetailSection title={t('applications.overview.answers')}>
        {application.answers.length === 0 ? (
          <Typography color="text.secondary">{t('applications.overview.noAnswers')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('applications.overview.answers')}>
            {application.answers.map((item, index) => (
              <ListItem key={`${index}-${item.question}`} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
                <ListItemText primary={<bdi>{item.question}</bdi>} secondary={<bdi>{answer(item)}</bdi>} />
                {item.knocked_out ? (
                  <CellBadge tone="error" outlined>
                    {t('applications.overview.knockout')}
                  </CellBadge>
                ) : null}
              </ListItem>
            ))}
          </List>
        )}
      </DetailSection>
    </Box>
  );
}
