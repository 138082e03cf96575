import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DetailSection, FactList } from '../../../components/resource/resource-facts';
import { useBasicDetailFacts } from './job-facts';
import { useJobStepFacts } from './job-step-facts';
import { JOB_STEPS, type JobWizardValues, type StaffRights } from './job-steps';
import { stepViewOf } from './step-view';
import type { StepRefs } from './step-refs';

interface OverviewStepProps {
  values: JobWizardValues;
  /** The banner, consultants and tags the form holds by id. */
  refs: StepRefs;
  rights: StaffRights;
  /** The key contact's and employer's names, which the form holds as ids. */
  names: { employer: string | null; keyContact: string | null };
  /** Back to an earlier step to change it. */
  goTo: (index: number) => void;
}

/** *Overview and confirmation*: what the job holds so far, read-only, each step with a way back to it. */
export function OverviewStep({ values, refs, rights, names, goTo }: OverviewStepProps) {
  const { t } = useTranslation();
  const basicDetails = useBasicDetailFacts();
  const stepFacts = useJobStepFacts()(stepViewOf(values, refs), rights.tags);
  const text = (value: string | null | undefined) => (value ? value : null);
  const facts = basicDetails({
    title: values.title ?? '',
    reference: text(values.reference),
    work_type: text(values.work_type),
    pay_type: text(values.pay_type),
    pay_range: text(values.pay_range),
    salary_min: values.salary_min ?? null,
    salary_max: values.salary_max ?? null,
    currency: text(values.currency),
    classification: text(values.classification),
    key_contact:
      values.key_contact_id && names.keyContact ? { id: values.key_contact_id, name: names.keyContact } : null,
    advert_start_date: text(values.advert_start_date),
    advert_end_date: text(values.advert_end_date),
  });
  const editStep = (index: number) => {
    const step = JOB_STEPS[index];
    return step ? (
      <Button
        onClick={() => {
          goTo(index);
        }}
      >
        {t('jobs.wizard.editStep', { step: t(step.labelKey) })}
      </Button>
    ) : null;
  };
  return (
    <Stack spacing={2}>
      <DetailSection title={t('jobs.steps.basicDetails')}>
        <FactList
          facts={[[t('jobs.fields.employer'), names.employer ? <bdi>{names.employer}</bdi> : null], ...facts]}
        />
        {editStep(0)}
      </DetailSection>
      {([stepFacts.additional, stepFacts.application, stepFacts.questions] as const).map((facts, at) => (
        <DetailSection key={at} title={t(JOB_STEPS[at + 1]?.labelKey ?? '')}>
          <FactList facts={facts} />
          {editStep(at + 1)}
        </DetailSection>
      ))}
    </Stack>
  );
}
