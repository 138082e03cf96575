import type { ApplicationStatus } from '@portal/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../../components/list/cells';

/** How each status reads at a glance: moving forward green or blue, ended red or grey. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'info',
  registered: 'info',
  new: 'info',
  invited: 'default',
  screening: 'warning',
  shortlisted: 'success',
  interviewed: 'success',
  offered: 'success',
  unsuccessful: 'error',
  withdrawn: 'default',
};

/** The status as a chip on the application's page. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const tone = APPLICATION_STATUS_TONES[status];
  return <Chip size="small" label={t(`applications.status.${status}`)} color={tone === 'default' ? 'default' : tone} />;
}
