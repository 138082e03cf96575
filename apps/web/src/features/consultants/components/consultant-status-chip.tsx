import { consultantStatusOf } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Active or inactive, as a filled chip (filled colours keep AA contrast in both themes). */
export function ConsultantStatusChip({ active, size = 'small' }: { active: boolean; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  const status = consultantStatusOf({ active });
  return (
    <Chip
      label={t(`consultants.status.${status}`)}
      color={active ? 'success' : 'default'}
      size={size}
      variant="filled"
    />
  );
}
