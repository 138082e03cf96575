import type { JobDetail, JobFormStep, ScreeningQuestion, TagRef } from '@portal/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { TagChip } from '../../../components/tags/tag-chip';
import { LtrText } from '../../../components/text/ltr-text';
import { useFormatters } from '../../../hooks/use-formatters';
import { useOptionLabel } from '../hooks/use-option-label';
import { JOB_STEPS, type JobStepField } from './job-steps';

/**
 * A job as its facts read it: the detail, or the wizard's values with their ids named
 * (`viewOfValues`). Every field of the steps that the detail answers by name is here by that name.
 */
export type JobView = Pick<JobDetail, Extract<JobStepField, keyof JobDetail>> & {
  employer: { name: string } | null;
  key_contact: { name: string } | null;
  banner: JobDetail['banner'];
  consultants: readonly { id: number; name: string }[];
  tags: readonly TagRef[];
  screening_questions: readonly ScreeningQuestion[];
};
export type Facts = (readonly [string, ReactNode])[];
/** One step's facts: its slug and label, and a label/value pair per field (some show none, salary two as one). */
export interface StepFacts {
  slug: JobFormStep;
  labelKey: string;
  facts: Facts;
}

const list = (items: ReactNode[]) =>
  items.length ? (
    <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
      {items}
    </Box>
  ) : null;

/**
 * The facts of a job by step, for its page and the wizard's overview alike (decision 0074): each
 * field of `JOB_STEPS` in its step's order, labelled `jobs.fields.<field>` and shown as its text
 * unless named below. A plain field added to a step shows here without a line of its own.
 */
export function useJobFacts(showTags: boolean): (job: JobView) => StepFacts[] {
  const { t } = useTranslation();
  const format = useFormatters();
  const option = useOptionLabel();
  const fact = (label: string, value: ReactNode): Facts => [[label, value]];
  const salary = (job: JobView) => {
    const [min, max] = [job.salary_min, job.salary_max].map((value) => (value === null ? null : format.number(value)));
    if (min === null && max === null) return null;
    return t('jobs.detail.salaryRange', { min: min ?? '—', max: max ?? '—' });
  };
  const day = (value: string | null) => (value ? format.day(value) : null);
  const question = (item: ScreeningQuestion, index: number) => {
    const knockout =
      item.knockout_answer === null
        ? null
        : item.kind === 'yes_no'
          ? t(`jobs.questions.answers.${item.knockout_answer}`)
          : item.knockout_answer;
    return (
      <li key={index}>
        <bdi>{item.text}</bdi> ({t(`jobs.questions.kinds.${item.kind}`)})
        {item.choices.length ? <> — {item.choices.map((choice) => choice).join(', ')}</> : null}
        {knockout ? <> · {t('jobs.questions.knockoutShown', { answer: knockout })}</> : null}
      </li>
    );
  };
  const optionFact = (field: 'work_type' | 'pay_type' | 'currency' | 'classification') => (job: JobView) =>
    fact(t(`jobs.fields.${field}`), option(field, job[field]));
  /** The fields not shown as their own text: held by id, chosen from a list, formatted or shown together. */
  const shown: Partial<Record<JobStepField, (job: JobView) => Facts>> = {
    employer_id: (job) => fact(t('jobs.fields.employer'), job.employer ? <bdi>{job.employer.name}</bdi> : null),
    reference: (job) => fact(t('jobs.fields.reference'), job.reference ? <LtrText>{job.reference}</LtrText> : null),
    work_type: optionFact('work_type'),
    pay_type: optionFact('pay_type'),
    salary_min: (job) => fact(t('jobs.fields.salary'), salary(job)),
    salary_max: () => [],
    currency: optionFact('currency'),
    classification: optionFact('classification'),
    key_contact_id: (job) => fact(t('jobs.fields.key_contact_id'), job.key_contact?.name ?? null),
    advert_start_date: (job) => fact(t('jobs.fields.advert_start_date'), day(job.advert_start_date)),
    advert_end_date: (job) => fact(t('jobs.fields.advert_end_date'), day(job.advert_end_date)),
    description: (job) =>
      fact(t('jobs.additional.description'), job.description ? <RichTextView html={job.description} /> : null),
    key_selling_points: (job) =>
      fact(
        t('jobs.additional.key_selling_points'),
        job.key_selling_points ? <RichTextView html={job.key_selling_points} /> : null,
      ),
    links: (job) =>
      fact(
        t('jobs.additional.links'),
        list(
          job.links.map((link) => (
            <li key={link.url + link.label}>
              <Link href={link.url} target="_blank" rel="noopener noreferrer">
                <bdi>{link.label}</bdi>
              </Link>{' '}
              <LtrText>{link.url}</LtrText>
            </li>
          )),
        ),
      ),
    banner_file_id: (job) =>
      fact(
        t('jobs.additional.banner'),
        job.banner ? (
          <Box
            component="img"
            src={job.banner.url}
            alt={t('jobs.additional.banner')}
            sx={{ width: '100%', maxWidth: 480, aspectRatio: '4 / 1', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null,
      ),
    consultant_ids: (job) =>
      fact(
        t('jobs.additional.consultants'),
        list(job.consultants.map((consultant) => <li key={consultant.id}>{consultant.name}</li>)),
      ),
    // An employer's user reads no tags (decision 0037): the row is left out rather than shown empty.
    tag_ids: (job) =>
      showTags
        ? fact(
            t('jobs.additional.tags'),
            job.tags.length ? (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {job.tags.map((tag) => (
                  <TagChip key={tag.id} tag={tag} />
                ))}
              </Stack>
            ) : null,
          )
        : [],
    apply_on: (job) =>
      fact(t('jobs.application.applyOn'), job.apply_on ? t(`jobs.application.on.${job.apply_on}`) : null),
    application_url: (job) =>
      job.apply_on === 'external'
        ? fact(t('jobs.application.url'), job.application_url ? <LtrText>{job.application_url}</LtrText> : null)
        : [],
    // Each application is mailed to every address here (decision 0064); none: it stays in the portal.
    application_emails: (job) =>
      job.apply_on === 'external'
        ? []
        : fact(
            t('jobs.application.emails'),
            job.apply_on === 'site' && job.application_emails.length === 0
              ? t('jobs.application.noEmails')
              : list(
                  job.application_emails.map((email) => (
                    <li key={email}>
                      <LtrText>{email}</LtrText>
                    </li>
                  )),
                ),
          ),
    screening_questions: (job) => [
      [t('jobs.questions.position'), t(`jobs.questions.positions.${job.questions_position}`)],
      [
        t('jobs.steps.screeningQuestions'),
        job.screening_questions.length ? <ol>{job.screening_questions.map(question)}</ol> : null,
      ],
    ],
    questions_position: () => [],
  };
  const text = (value: unknown): ReactNode =>
    typeof value === 'number' ? format.number(value) : typeof value === 'string' && value !== '' ? value : null;
  const plain = (field: JobStepField) => (job: JobView) =>
    fact(t(`jobs.fields.${field}`), text((job as Partial<Record<string, unknown>>)[field]));
  return (job) =>
    JOB_STEPS.filter((step) => step.fields.length > 0).map((step) => ({
      slug: step.slug,
      labelKey: step.labelKey,
      facts: step.fields.flatMap((field: JobStepField) => (shown[field] ?? plain(field))(job)),
    }));
}
