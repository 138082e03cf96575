import type { ApplicationStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import type { ChangeKind } from '../api/change-applications';
import { countValues } from '../lib/change-moves';

/** An application as a change reads it. */
export interface ChangeRow {
  uuid: string;
  status: ApplicationStatus;
  stage: string | null;
}

/**
 * How the change dialog names values: a status or stage by its label (no stage: "No stage"), and
 * the selection's current values with their counts ("3 Applied, 1 Screening"; one application:
 * "Applied").
 */
export function useChangeWords(kind: ChangeKind) {
  const { t, i18n } = useTranslation();
  const { labelOf } = useApplicationStages();
  const label = (value: string | null) => {
    if (kind === 'status') return t(`applications.status.${value as ApplicationStatus}`);
    return value === null ? t('applications.noStage') : labelOf(value);
  };
  const current = (rows: readonly ChangeRow[]) => {
    const values = rows.map((row) => (kind === 'status' ? row.status : row.stage));
    if (rows.length === 1) return label(values[0] ?? null);
    const parts = countValues(values).map(({ value, count }) =>
      t('applications.change.counted', { total: count, label: label(value) }),
    );
    return new Intl.ListFormat(i18n.language, { type: 'unit', style: 'short' }).format(parts);
  };
  return { label, current };
}
