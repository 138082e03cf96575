import type { EmployerStatus } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useEmployerLabels } from '../hooks/use-employer-labels';

const COLORS: Record<EmployerStatus, ChipProps['color']> = {
  active: 'success',
  disabled: 'default',
  on_hold: 'warning',
  rejected: 'error',
};

/** The status as a filled chip (filled colours keep AA contrast in light and dark themes). */
export function EmployerStatusChip({ status, size = 'small' }: { status: EmployerStatus; size?: ChipProps['size'] }) {
  const labels = useEmployerLabels();
  return <Chip label={labels.status(status)} color={COLORS[status]} size={size} variant="filled" />;
}
