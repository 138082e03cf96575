import type { ConsultantDetail } from '@portal/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ResourceActions } from '../../../components/resource/resource-actions';
import { DetailSection, FactList, useAuthorFacts } from '../../../components/resource/resource-facts';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { LtrText } from '../../../components/text/ltr-text';
import { consultantsApi } from '../api/consultant-resource';
import { ConsultantAvatar } from './consultant-avatar';
import { useActivationMoves } from '../../../components/resource/activation-looks';
import { ActivationChip } from '../../../components/resource/activation-status';
import { RecordTitle } from '../../../components/resource/record-title';

/** One consultant: photo, name and status, actions, fields, bio and the live jobs that show them. */
export function ConsultantDetailView({ consultant }: { consultant: ConsultantDetail }) {
  const { t } = useTranslation();
  const authors = useAuthorFacts('consultants');
  const none = (key: string) => <Typography color="text.secondary">{t(`consultants.detail.${key}`)}</Typography>;
  return (
    <Stack spacing={3}>
      <RecordTitle title={consultant.name} before={<ConsultantAvatar consultant={consultant} size={72} />}>
        <ActivationChip strings="consultants.status" active={consultant.active} size="medium" />
      </RecordTitle>
      <ResourceActions api={consultantsApi} record={consultant} moves={useActivationMoves('consultants')} />
      <DetailSection title={t('consultants.detail.details')}>
        <FactList
          facts={[
            [t('consultants.fields.email'), <bdi dir="ltr">{consultant.email}</bdi>],
            [t('consultants.fields.phone'), consultant.phone ? <bdi dir="ltr">{consultant.phone}</bdi> : null],
            [t('consultants.fields.job_title'), consultant.job_title],
            [
              t('consultants.fields.user_id'),
              consultant.user ? (
                <>
                  <bdi>{consultant.user.name}</bdi> (<LtrText>{consultant.user.email}</LtrText>)
                </>
              ) : null,
            ],
            ...authors(consultant),
          ]}
        />
      </DetailSection>
      <DetailSection title={t('consultants.detail.bio')}>
        <RichTextView html={consultant.bio} empty={none('noBio')} />
      </DetailSection>
      <DetailSection title={t('consultants.detail.jobs')}>
        {consultant.jobs.length ? (
          <Box component="ul" sx={{ m: 0, ps: 3 }}>
            {consultant.jobs.map((job) => (
              <li key={job.id}>
                <bdi>{job.title}</bdi>
              </li>
            ))}
          </Box>
        ) : (
          none('noJobs')
        )}
      </DetailSection>
    </Stack>
  );
}
