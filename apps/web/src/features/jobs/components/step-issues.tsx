import { stepOfJobField } from '@portal/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { JOB_STEPS } from './job-steps';

/** One field a publish or a resubmission refused, with the step that holds it. */
export interface StepIssue {
  stepLabelKey: string;
  field: string;
  message: string;
}

/** A 422's errors, each with its step, in the wizard's order (the product is the Payment step's). */
export function stepIssuesOf(errors: Readonly<Record<string, readonly string[]>>): StepIssue[] {
  const order = (slug: string) => JOB_STEPS.findIndex((step) => step.slug === slug);
  return Object.entries(errors)
    .map(([field, messages]) => {
      const slug = stepOfJobField(field) ?? 'payment';
      const step = JOB_STEPS.find((candidate) => candidate.slug === slug);
      return {
        slug,
        stepLabelKey: step?.labelKey ?? '',
        field: field.split('.')[0] ?? field,
        message: messages[0] ?? '',
      };
    })
    .sort((a, b) => order(a.slug) - order(b.slug))
    .map(({ slug: _slug, ...issue }) => issue);
}

/** Everything a publish or a resubmission refused, at once, each under its step (decision 0065). */
export function StepIssues({ issues }: { issues: readonly StepIssue[] }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  if (issues.length === 0) return null;
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{t('jobs.publish.issuesTitle')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {issues.map((issue) => (
          <li key={issue.field}>
            {t('jobs.publish.issue', {
              step: t(issue.stepLabelKey),
              field: t(`jobs.fields.${issue.field}`),
              message: translate(issue.message),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
