import type { SeekerStatus } from '@portal/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../../components/list/cells';

/** Each status's colour, for the header's chip and the table's badge. */
export const SEEKER_STATUS_TONES: Record<SeekerStatus, BadgeTone> = {
  pending: 'warning',
  active: 'success',
  disabled: 'default',
};

/** The status as a filled chip (filled colours keep AA contrast in light and dark themes). */
export function SeekerStatusChip({ status }: { status: SeekerStatus }) {
  const { t } = useTranslation();
  return <Chip label={t(`seekers.status.${status}`)} color={SEEKER_STATUS_TONES[status]} variant="filled" />;
}
