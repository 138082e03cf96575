import type { JobDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DetailSection, FactList } from '../../../components/resource/resource-facts';
import { useStaffFields } from '../hooks/use-staff-fields';
import { useJobFacts, type StepFacts } from './job-facts';

/** Each step's facts as a section of its own, optionally with an action under them (the overview's way back). */
export function StepFactSections({
  steps,
  action,
}: {
  steps: readonly StepFacts[];
  action?: (step: StepFacts, index: number) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {steps.map((step, index) => (
        <DetailSection key={step.slug} title={t(step.labelKey)}>
          <FactList facts={step.facts} />
          {action?.(step, index)}
        </DetailSection>
      ))}
    </>
  );
}

/** The job page's sections, one per step with fields (`useJobFacts`); `from` leaves out the first steps. */
export function JobStepSections({ job, from = 1 }: { job: JobDetail; from?: number }) {
  const facts = useJobFacts(useStaffFields().tags)(job);
  return <StepFactSections steps={facts.slice(from)} />;
}
