import { APPLICATION_STATUSES, type FieldOptionList, type SeekerActivity } from '@portal/contract';
import type { TFunction } from 'i18next';

const isStatus = (value: string) => (APPLICATION_STATUSES as readonly string[]).includes(value);

/**
 * One activity entry in the reader's words: the API sends what happened as data (`kind`, the job,
 * from and to), and statuses are translated like everywhere else; an action this page does not know
 * yet falls back to the API's one-line summary. Stages and a staff edit's visa or work type read as
 * the site's labels (Settings → Application stages, the option lists).
 */
export function activityLine(
  t: TFunction,
  entry: SeekerActivity,
  stageLabel: (value: string) => string = (value) => value,
  optionLabel: (list: FieldOptionList, value: string) => string = (_list, value) => value,
): string {
  const job = entry.job ?? '';
  const status = (value: string | null | undefined) =>
    value && isStatus(value) ? t(`applications.status.${value}`) : (value ?? '—');
  const stage = (value: string | null | undefined) => (value ? stageLabel(value) : t('seekers.activity.noStage'));
  switch (entry.kind) {
    case 'applied':
      return t('seekers.activity.kinds.applied', { job });
    case 'status_changed':
      return t('seekers.activity.kinds.status_changed', { job, from: status(entry.from), to: status(entry.to) });
    case 'stage_changed':
      return t('seekers.activity.kinds.stage_changed', { job, from: stage(entry.from), to: stage(entry.to) });
    case 'visa_type_changed':
    case 'desired_work_type_changed': {
      const list = entry.kind === 'visa_type_changed' ? 'visa_type' : 'desired_work_type';
      const option = (value: string | null | undefined) => (value ? optionLabel(list, value) : '—');
      return t(`seekers.activity.kinds.${entry.kind}`, { from: option(entry.from), to: option(entry.to) });
    }
    default:
      return t(`seekers.activity.kinds.${entry.kind}`, { defaultValue: entry.summary });
  }
}
