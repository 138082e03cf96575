import type { SeekerStatus } from '@portal/contract';
import type { BadgeTone } from '../../../components/list/cells';
import { StatusChip } from '../../../components/resource/status-chip';

/** Each status's colour, for the header's chip and the table's badge. */
export const SEEKER_STATUS_TONES: Record<SeekerStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  disabled: 'default',
};

/** The status as a filled chip. */
export function SeekerStatusChip({ status }: { status: SeekerStatus }) {
  return <StatusChip status={status} strings="seekers.status" tones={SEEKER_STATUS_TONES} />;
}
