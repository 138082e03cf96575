import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../list/cells';

interface StatusChipProps<St extends string> {
  status: St;
  /** Where the statuses' words are (`jobs.status`: `jobs.status.live`). */
  strings: string;
  /** Each status's colour, shared with the table's badge. */
  tones: Record<St, BadgeTone>;
}

/** A record's status as a filled chip (filled colours keep AA contrast in light and dark themes). */
export function StatusChip<St extends string>({ status, strings, tones }: StatusChipProps<St>) {
  const { t } = useTranslation();
  return <Chip label={t(`${strings}.${status}`)} color={tones[status]} variant="filled" />;
}
