import { activeStatusOf } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeTone } from '../list/cells';

/**
 * Active or inactive (`activationTransitions`), in the resource's own words `<strings>.active` and
 * `<strings>.inactive`, with its colour: for chips, table badges and the list's status filter.
 */
export function useActivationStatus(strings: string) {
  const { t } = useTranslation();
  return useCallback(
    (active: boolean): { label: string; tone: BadgeTone } => ({
      label: t(`${strings}.${activeStatusOf({ active })}`),
      tone: active ? 'success' : 'default',
    }),
    [t, strings],
  );
}

/** The status filter's options: `true` and `false`, labelled as the status. */
export function useActivationOptions(strings: string) {
  const status = useActivationStatus(strings);
  return [true, false].map((active) => ({ value: String(active), label: status(active).label }));
}

/** Active or inactive, as a filled chip (filled colours keep AA contrast in both themes). */
export function ActivationChip({
  strings,
  active,
  size = 'small',
}: {
  strings: string;
  active: boolean;
  size?: ChipProps['size'];
}) {
  const { label, tone } = useActivationStatus(strings)(active);
  return <Chip label={label} color={tone} size={size} variant="filled" />;
}
