import { shownJobStatus, type JobStatus, type ShownJobStatus } from '@portal/contract';
import type { BadgeTone } from '../../../components/list/cells';
import { StatusChip } from '../../../components/resource/status-chip';

/** Each status's colour, for the detail's chip and the table's badge. */
export const JOB_STATUS_TONES: Record<ShownJobStatus, BadgeTone> = {
  draft: 'default',
  scheduled: 'info',
  on_hold: 'warning',
  live: 'success',
  unlisted: 'info',
  expired: 'default',
  rejected: 'error',
};

/** The status as a filled chip: a live job whose advert starts later reads *Scheduled* (decision 0068). */
export function JobStatusChip({ job }: { job: { status: JobStatus; advert_start_date: string | null } }) {
  return <StatusChip status={shownJobStatus(job)} strings="jobs.status" tones={JOB_STATUS_TONES} />;
}
