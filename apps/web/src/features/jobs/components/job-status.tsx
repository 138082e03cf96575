import type { JobStatus } from '@portal/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../../components/list/cells';

/** Each status's colour, for the detail's chip and the table's badge. */
export const JOB_STATUS_TONES: Record<JobStatus, BadgeTone> = {
  draft: 'default',
  on_hold: 'warning',
  live: 'success',
  unlisted: 'info',
  expired: 'default',
  rejected: 'error',
};

/** The status as a filled chip (filled colours keep AA contrast in light and dark themes). */
export function JobStatusChip({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Chip label={t(`jobs.status.${status}`)} color={JOB_STATUS_TONES[status]} variant="filled" />;
}
