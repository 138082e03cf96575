import type { ConsultantDetail } from '@portal/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { LtrText } from '../../../components/text/ltr-text';
import { useFormatters } from '../../../hooks/use-formatters';
import { ConsultantActions } from './consultant-actions';
import { ConsultantAvatar } from './consultant-avatar';
import { ConsultantStatusChip } from './consultant-status-chip';

interface ConsultantDetailViewProps {
  consultant: ConsultantDetail;
  editPath: string;
  listPath: string;
}

/** One consultant: photo, name and status, actions, fields, bio and the live jobs that show them. */
export function ConsultantDetailView({ consultant, editPath, listPath }: ConsultantDetailViewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const id = useId();
  const who = (user: ConsultantDetail['created_by'], at: string) =>
    user ? t('consultants.detail.atBy', { date: format.dateTime(at), name: user.name }) : format.dateTime(at);
  const facts: [string, ReactNode][] = [
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
    [t('consultants.fields.created_at'), who(consultant.created_by, consultant.created_at)],
    [t('consultants.fields.updated_at'), who(consultant.updated_by, consultant.updated_at)],
  ];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ConsultantAvatar consultant={consultant} size={72} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {consultant.name}
        </Typography>
        <ConsultantStatusChip active={consultant.active} size="medium" />
      </Stack>
      <ConsultantActions consultant={consultant} editPath={editPath} listPath={listPath} />
      <Card component="section" aria-labelledby={`${id}-details`}>
        <CardContent>
          <Typography id={`${id}-details`} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {t('consultants.detail.details')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 1, m: 0 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value ?? '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={`${id}-bio`}>
        <CardContent>
          <Typography id={`${id}-bio`} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {t('consultants.detail.bio')}
          </Typography>
          <RichTextView
            html={consultant.bio}
            empty={<Typography color="text.secondary">{t('consultants.detail.noBio')}</Typography>}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={`${id}-jobs`}>
        <CardContent>
          <Typography id={`${id}-jobs`} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {t('consultants.detail.jobs')}
          </Typography>
          {consultant.jobs.length ? (
            <Box component="ul" sx={{ m: 0, ps: 3 }}>
              {consultant.jobs.map((job) => (
                <li key={job.id}>
                  <bdi>{job.title}</bdi>
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('consultants.detail.noJobs')}</Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
