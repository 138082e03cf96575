import { JOB_EDIT_RULES, shownJobStatus, type JobDetail } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ResourceActions } from '../../../components/resource/resource-actions';
import { DetailSection, FactList, useAuthorFacts } from '../../../components/resource/resource-facts';
import { jobsApi } from '../api/job-resource';
import type { useJobPaths } from '../hooks/use-job-paths';
import { CloneJobButton } from './clone-job-button';
import { JobApplicationsLink } from './job-applications-link';
import { JobFeedbackSection } from './job-feedback-section';
import { JobHistory } from './job-history';
import { JobStatusChip } from './job-status';
import { PaymentReturn } from './payment-return';
import { JobStepSections } from './job-step-facts';
import { useJobMoves } from './job-moves';
import { RecordTitle } from '../../../components/resource/record-title';

/**
 * One job: title and status, the actions the viewer may take in its status (edit until it expires, decision 0065,
 * the lifecycle moves, clone, delete after typing the title), its *Basic details*, who created and
 * last changed it, its status history (decision 0043) and candidates' feedback (decision 0049).
 * Its facts by step are the wizard overview's (`useJobFacts`).
 */
export function JobDetailView({ job, paths }: { job: JobDetail; paths: ReturnType<typeof useJobPaths> }) {
  const { t } = useTranslation();
  const authors = useAuthorFacts('jobs');
  return (
    <Stack spacing={3}>
      <RecordTitle title={job.title}>
        <JobStatusChip job={job} />
      </RecordTitle>
      <PaymentReturn uuid={job.uuid} status={job.status} />
      <ResourceActions
        api={jobsApi}
        record={job}
        editPath={JOB_EDIT_RULES[job.status].finish === null ? null : paths.edit(job.uuid)}
        moves={useJobMoves()}
      >
        <CloneJobButton uuid={job.uuid} title={job.title} edit={paths.edit} />
      </ResourceActions>
      <JobStepSections job={job} from={0} />
      <DetailSection title={t('jobs.detail.record')}>
        <FactList
          facts={[
            [t('jobs.fields.status'), t(`jobs.status.${shownJobStatus(job)}`)],
            [t('jobs.fields.applications_count'), <JobApplicationsLink key="applications" job={job} />],
            ...authors(job),
          ]}
        />
      </DetailSection>
      <DetailSection title={t('jobs.history.title')}>
        <JobHistory uuid={job.uuid} label={t('jobs.history.title')} />
      </DetailSection>
      <JobFeedbackSection uuid={job.uuid} />
    </Stack>
  );
}
