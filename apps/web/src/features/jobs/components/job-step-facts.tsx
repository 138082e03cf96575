import type { JobDetail, ScreeningQuestion, TagRef } from '@portal/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection, FactList } from '../../../components/resource/resource-facts';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { TagChip } from '../../../components/tags/tag-chip';
import { LtrText } from '../../../components/text/ltr-text';
import { useStaffFields } from '../hooks/use-staff-fields';

/** What the three middle steps show: the detail's fields, or the form's with the names of its ids. */
export type JobStepView = Pick<
  JobDetail,
  | 'description'
  | 'key_selling_points'
  | 'links'
  | 'banner'
  | 'apply_on'
  | 'application_url'
  | 'application_emails'
  | 'questions_position'
> & {
  consultants: readonly { id: number; name: string }[];
  tags: readonly TagRef[];
  screening_questions: readonly ScreeningQuestion[];
};
type Facts = (readonly [string, ReactNode])[];

const list = (items: ReactNode[]) =>
  items.length ? (
    <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
      {items}
    </Box>
  ) : null;

/** The facts of *Additional details*, *Application preferences* and *Screening questions*, for the detail and the overview. */
export function useJobStepFacts() {
  const { t } = useTranslation();
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
  return (job: JobStepView, showTags: boolean) => {
    const additional: Facts = [
      [t('jobs.additional.description'), job.description ? <RichTextView key="d" html={job.description} /> : null],
      [
        t('jobs.additional.key_selling_points'),
        job.key_selling_points ? <RichTextView key="k" html={job.key_selling_points} /> : null,
      ],
      [
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
      ],
      [
        t('jobs.additional.banner'),
        job.banner ? (
          <Box
            component="img"
            src={job.banner.url}
            alt={t('jobs.additional.banner')}
            sx={{ width: '100%', maxWidth: 480, aspectRatio: '4 / 1', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null,
      ],
      [
        t('jobs.additional.consultants'),
        list(job.consultants.map((consultant) => <li key={consultant.id}>{consultant.name}</li>)),
      ],
    ];
    if (showTags) {
      additional.push([
        t('jobs.additional.tags'),
        job.tags.length ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {job.tags.map((tag) => (
              <TagChip key={tag.id} tag={tag} />
            ))}
          </Stack>
        ) : null,
      ]);
    }
    const application: Facts = [
      [t('jobs.application.applyOn'), job.apply_on ? t(`jobs.application.on.${job.apply_on}`) : null],
    ];
    if (job.apply_on === 'external') {
      application.push([
        t('jobs.application.url'),
        job.application_url ? <LtrText>{job.application_url}</LtrText> : null,
      ]);
    } else {
      // Each application is mailed to every address here (decision 0064); none: it stays in the portal.
      application.push([
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
      ]);
    }
    const questions: Facts = [
      [t('jobs.questions.position'), t(`jobs.questions.positions.${job.questions_position}`)],
      [
        t('jobs.steps.screeningQuestions'),
        job.screening_questions.length ? <ol>{job.screening_questions.map(question)}</ol> : null,
      ],
    ];
    return { additional, application, questions };
  };
}

/** The detail's sections for the three middle steps, under its *Basic details*. */
export function JobStepSections({ job }: { job: JobDetail }) {
  const { t } = useTranslation();
  // An employer's user reads no tags (decision 0037): the row is left out rather than shown empty.
  const facts = useJobStepFacts()(job, useStaffFields().tags);
  return (
    <>
      <DetailSection title={t('jobs.steps.additionalDetails')}>
        <FactList facts={facts.additional} />
      </DetailSection>
      <DetailSection title={t('jobs.steps.applicationPreferences')}>
        <FactList facts={facts.application} />
      </DetailSection>
      <DetailSection title={t('jobs.steps.screeningQuestions')}>
        <FactList facts={facts.questions} />
      </DetailSection>
    </>
  );
}
