import type { JobDetail } from '@portal/contract';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, jsonResponse } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { JobWizardPage } from '../routes/job-wizard-page';
import { DRAFT_UUID, draftJob, fakeJobsApi, type Call } from './fake-jobs-api';

// The wizard's rich-text fields load their editor lazily: loaded here, while the test's environment
// is alive, so no import is still in flight when a test ends before a step has shown it.
await import('../../../components/rich-text/rich-text-editor');

export const WAIT = { timeout: 10_000 };

/** Staff of the site who may show consultants and tag jobs. */
export const SITE_ADMIN = { entries: ['jobs.all', 'consultants.read', 'tags.all'] };
/** An employer's own user: posts for Acme Bakery, may neither show consultants nor tag. */
export const EMPLOYER_USER = { entries: [], employerEntries: ['jobs.all'] };

/** The wizard at `step` of this draft, as the app mounts it; the API answers saves with the body laid over the draft. */
export function renderDraftWizard(
  step: string,
  permissions: { entries: string[]; employerEntries?: string[] },
  job: JobDetail = draftJob,
) {
  const api = fakeJobsApi([
    (call: Call) => {
      if (call.path === `/v1/jobs/${DRAFT_UUID}` && call.method === 'PATCH') {
        return jsonResponse(200, { data: { ...job, ...(call.body as object) } });
      }
      if (call.path === `/v1/jobs/${DRAFT_UUID}/detail`) return jsonResponse(200, { data: job });
      return undefined;
    },
  ]);
  renderWithProviders(
    <WithPermissions {...permissions}>
      <JobWizardPage />
    </WithPermissions>,
    { path: '/:account/:site/jobs/:page', initialEntry: `/acme/careers/jobs/edit?job=${DRAFT_UUID}&step=${step}` },
  );
  return { ...api, user: userEvent.setup({ delay: null }) };
}

/** The text of what describes a field: its error and hint. */
export const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
