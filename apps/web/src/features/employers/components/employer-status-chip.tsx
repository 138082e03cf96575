import type { EmployerStatus } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { BadgeTone } from '../../../components/list/cells';
import { useEmployerLabels } from '../hooks/use-employer-labels';

/** Each status's colour, for this chip and for the table's badge. */
export const STATUS_TONES: Record<EmployerStatus, BadgeTone> = {
  active: 'success',
  disabled: 'default',
  on_hold: 'warning',
  rejected: 'error',
};

/** The status as a filled chip (filled colours keep AA contrast in light and dark themes). */
export function EmployerStatusChip({ status, size = 'small' }: { status: EmployerStatus; size?: ChipProps['size'] }) {
  const labels = useEmployerLabels();
  return <Chip label={labels.status(status)} color={STATUS_TONES[status]} size={size} variant="filled" />;
}
