import { JOB_EDIT_RULES } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { uuidKey } from '../../../lib/resource/define-resource';
import { ResourceLoader } from '../../../components/resource/resource-loader';
import { jobsApi } from '../api/job-resource';
import { JobWizard, type JobCreated } from '../components/job-wizard';
import { JOB_PARAM, useJobPaths } from '../hooks/use-job-paths';

/**
 * /:account/:site/jobs/create and /:account/:site/jobs/edit?job={uuid} (decision 0039): one page
 * mounted for both, so the draft a new job's first save creates keeps its wizard while the address
 * becomes the draft's edit address. A job past draft opens on its own status (decision 0065): what
 * it may still change, or, expired, a word on cloning it. The wizard saves, publishes and moves on by itself.
 */
export function JobWizardPage() {
  const { t } = useTranslation();
  const paths = useJobPaths();
  const location = useLocation();
  const editing = location.pathname === paths.editPathname;
  const named = useSearchParams()[0].get(JOB_PARAM);
  const navigation = useNavigationType();
  const { state } = location;
  // Coming back to `create` from an edit address (the post-job button) starts a new job. Going from
  // `create` to the address of the draft the wizard just created (its `JobCreated` state; not the
  // browser's Back or Forward) keeps that wizard, rather than loading the draft anew.
  const [fresh, setFresh] = useState<{ editing: boolean; count: number; created: string | null }>({
    editing,
    count: 0,
    created: null,
  });
  if (fresh.editing !== editing) {
    setFresh({
      editing,
      count: editing ? fresh.count : fresh.count + 1,
      created: editing && navigation !== 'POP' && named !== null && createdBy(state) === named ? named : null,
    });
  }
  const continuing = !editing || (named !== null && named === fresh.created);

  if (continuing) {
    return (
      <Stack spacing={3}>
        <PageHeader title={t('jobs.createTitle')} />
        <JobWizard key={fresh.count} job={null} />
      </Stack>
    );
  }
  return (
    <ResourceLoader api={jobsApi} id={uuidKey.parse(named ?? undefined)} backTo={paths.list}>
      {(job) => (
        <Stack spacing={3}>
          <PageHeader title={t('jobs.editTitle', { name: job.title })} />
          {JOB_EDIT_RULES[job.status].finish !== null ? (
            <>
              {job.status === 'draft' ? null : <Alert severity="info">{t(`jobs.wizard.editing.${job.status}`)}</Alert>}
              <JobWizard job={job} />
            </>
          ) : (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>{t('jobs.wizard.closed')}</Typography>
              <Button component={RouterLink} to={paths.detail(job.uuid)} variant="contained">
                {t('jobs.actions.backToJob')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </ResourceLoader>
  );
}

/** The draft a router state says the wizard just created, if any. */
function createdBy(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'created' in state ? (state as JobCreated).created : null;
}
