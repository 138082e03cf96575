import type { JobStatus } from '@portal/contract';
import type { BadgeTone } from '../../../components/list/cells';
import { StatusChip } from '../../../components/resource/status-chip';

/** Each status's colour, for the detail's chip and the table's badge. */
export const JOB_STATUS_TONES: Record<JobStatus, BadgeTone> = {
  draft: 'default',
  on_hold: 'warning',
  live: 'success',
  unlisted: 'info',
  expired: 'default',
  rejected: 'error',
};

/** The status as a filled chip. */
export function JobStatusChip({ status }: { status: JobStatus }) {
  return <StatusChip status={status} strings="jobs.status" tones={JOB_STATUS_TONES} />;
}
