import type { JobDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/text/ltr-text';
import { useFormatters } from '../../../hooks/use-formatters';
import { useOptionLabel } from '../hooks/use-option-label';

/** The *Basic details* of a job as label/text pairs, shared by its detail page and the wizard's overview. */
export function useBasicDetailFacts() {
  const { t } = useTranslation();
  const format = useFormatters();
  const option = useOptionLabel();
  const salary = (job: Pick<JobDetail, 'salary_min' | 'salary_max'>) => {
    const [min, max] = [job.salary_min, job.salary_max].map((value) => (value === null ? null : format.number(value)));
    if (min === null && max === null) return null;
    return t('jobs.detail.salaryRange', { min: min ?? '—', max: max ?? '—' });
  };
  return (
    job: Pick<
      JobDetail,
      | 'title'
      | 'reference'
      | 'work_type'
      | 'pay_type'
      | 'pay_range'
      | 'salary_min'
      | 'salary_max'
      | 'currency'
      | 'classification'
      | 'key_contact'
      | 'advert_start_date'
      | 'advert_end_date'
    >,
  ) =>
    [
      [t('jobs.fields.title'), job.title],
      [t('jobs.fields.reference'), job.reference ? <LtrText>{job.reference}</LtrText> : null],
      [t('jobs.fields.work_type'), option('work_type', job.work_type)],
      [t('jobs.fields.pay_type'), option('pay_type', job.pay_type)],
      [t('jobs.fields.pay_range'), job.pay_range],
      [t('jobs.fields.salary'), salary(job)],
      [t('jobs.fields.currency'), option('currency', job.currency)],
      [t('jobs.fields.classification'), option('classification', job.classification)],
      [t('jobs.fields.key_contact_id'), job.key_contact?.name ?? null],
      [t('jobs.fields.advert_start_date'), job.advert_start_date ? format.day(job.advert_start_date) : null],
      [t('jobs.fields.advert_end_date'), job.advert_end_date ? format.day(job.advert_end_date) : null],
    ] as const;
}
