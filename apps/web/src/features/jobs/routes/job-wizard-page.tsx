import { JOB_EDIT_RULES, type JobEditFinish } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { uuidKey } from '../../../lib/resource/define-resource';
import { ResourceLoader } from '../../../components/resource/resource-loader';
import { notify } from '../../../lib/notifications';
import { pageNavigation } from '../../../lib/page-navigation';
import { jobsApi } from '../api/job-resource';
import { JobWizard } from '../components/job-wizard';
import { useActsAsStaff } from '../hooks/use-acts-as-staff';
import { JOB_PARAM, useJobPaths } from '../hooks/use-job-paths';

/** What the page says once the wizard is done, by how it finished (a publish: by the job's new status). */
const DONE: Record<Exclude<JobEditFinish, 'publish'>, string> = {
  save: 'jobs.notifications.changesSaved',
  resubmit: 'jobs.notifications.resubmitted',
};

/**
 * /:account/:site/jobs/create and /:account/:site/jobs/edit?job={uuid} (decision 0039): one page
 * mounted for both, so the draft a new job's first save creates keeps its wizard while the address
 * becomes the draft's edit address. A job past draft opens on its own status (decision 0065): what
 * it may still change, or, expired, a word on cloning it.
 */
export function JobWizardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useJobPaths();
  const staff = useActsAsStaff('create');
  const editing = useLocation().pathname === paths.editPathname;
  const named = useSearchParams()[0].get(JOB_PARAM);
  // The draft this page created itself: the wizard that made it goes on, rather than loading it anew.
  const [created, setCreated] = useState<string | null>(null);
  // Coming back to `create` from an edit address (the post-job button) starts a new job.
  const [fresh, setFresh] = useState({ editing, count: 0 });
  if (fresh.editing !== editing) setFresh({ editing, count: editing ? fresh.count : fresh.count + 1 });
  const continuing = !editing || (named !== null && named === created);
  // Once the wizard is done the page is on its way to the job: a refetched job whose status just
  // changed must not mount a new wizard, whose URL sync would bring the page back here.
  const [leaving, setLeaving] = useState(false);
  const finished = (job: { uuid: string; status: string; checkout_url?: string | null; finish: JobEditFinish }) => {
    setLeaving(true);
    // Paying directly: on to the provider's checkout, which returns to the job's page (decision 0057).
    if (job.checkout_url) {
      pageNavigation.assign(job.checkout_url);
      return;
    }
    const message =
      job.finish === 'publish'
        ? t(`jobs.publish.done.${job.status}`, t('jobs.notifications.draftKept'))
        : t(DONE[job.finish]);
    notify({ type: 'success', message });
    void navigate(paths.detail(job.uuid));
  };
  // What the wizard is given whether it starts a job or goes on with a draft.
  const wizard = { staff, editPathname: paths.editPathname, onFinished: finished };
  if (leaving) return null;

  if (continuing) {
    return (
      <Stack spacing={3}>
        <PageHeader title={t('jobs.createTitle')} />
        <JobWizard key={fresh.count} job={null} onCreated={setCreated} {...wizard} />
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
              <JobWizard key={job.status} job={job} {...wizard} />
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
