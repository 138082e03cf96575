import { consultantStatusOf } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../../../components/list/cells';

/** Active or inactive: its label and colour, for this chip and for the table's badge. */
export function useConsultantStatus() {
  const { t } = useTranslation();
  return useCallback(
    (active: boolean): { label: string; tone: BadgeTone } => ({
      label: t(`consultants.status.${consultantStatusOf({ active })}`),
      tone: active ? 'success' : 'default',
    }),
    [t],
  );
}

/** Active or inactive, as a filled chip (filled colours keep AA contrast in both themes). */
export function ConsultantStatusChip({ active, size = 'small' }: { active: boolean; size?: ChipProps['size'] }) {
  const { label, tone } = useConsultantStatus()(active);
  return <Chip label={label} color={tone} size={size} variant="filled" />;
}
