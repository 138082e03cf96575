import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApplicationOverview } from '../../../api/applications/application-resource';
import { CellBadge } from '../../../components/list/cells';
import { onDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { useResourcePaths } from '../../../lib/resource/use-resource-paths';
import { LtrText } from '../../../components/text/ltr-text';
import { useCan } from '../../../lib/session-context';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import type { ChangeKind } from '../api/change-applications';
import { ApplicationStatusChip } from './application-status';
import { ApplicationTagsEditor } from './application-tags-editor';
import { RecordTitle } from '../../../components/resource/record-title';

// The status and stage changes load when their button is pointed at or pressed (decision 0017).
const ChangeDialog = onDemand(() => import('./change-dialog').then((m) => m.ChangeDialog));

/**
 * What every tab of an application shows on top: the candidate, the job (a link), employer, status,
 * stage, the knockout mark, the tags, and the status and stage changes (for those who may update).
 */
export function ApplicationHeader({ application }: { application: ApplicationOverview }) {
  const { t } = useTranslation();
  const can = useCan();
  const jobs = useResourcePaths<string>('jobs');
  const { labelOf } = useApplicationStages();
  const [changing, setChanging] = useState<ChangeKind | null>(null);
  const mayUpdate = can('update', 'applications');
  const { job } = application;
  return (
    <Stack spacing={2}>
      <RecordTitle title={application.seeker.name}>
        <ApplicationStatusChip status={application.status} />
        {application.knocked_out ? (
          <CellBadge tone="error" outlined>
            {t('applications.knockedOut')}
          </CellBadge>
        ) : null}
      </RecordTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, color: 'text.secondary' }}>
        <LtrText>{application.seeker.email}</LtrText>
        <Link component={RouterLink} to={jobs.detail(job.uuid)}>
          {t('applications.detail.jobLink', { title: job.title })}
          {job.reference ? (
            <>
              {' '}
              <LtrText>{job.reference}</LtrText>
            </>
          ) : null}
        </Link>
        <span>
          {t('applications.fields.employer')}: <bdi>{application.employer.name}</bdi>
        </span>
        <span>
          {t('applications.fields.stage')}:{' '}
          {application.stage === null ? t('applications.noStage') : <bdi>{labelOf(application.stage)}</bdi>}
        </span>
      </Box>
      {mayUpdate ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            {...preloadOn(ChangeDialog)}
            onClick={() => {
              setChanging('status');
            }}
          >
            {t('applications.actions.changeStatus')}
          </Button>
          <Button
            variant="outlined"
            {...preloadOn(ChangeDialog)}
            onClick={() => {
              setChanging('stage');
            }}
          >
            {t('applications.actions.changeStage')}
          </Button>
        </Stack>
      ) : null}
      <ApplicationTagsEditor uuid={application.uuid} tags={application.tags} disabled={!mayUpdate} />
      <Suspense fallback={null}>
        {changing ? (
          <ChangeDialog
            kind={changing}
            rows={[application]}
            onClose={() => {
              setChanging(null);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
