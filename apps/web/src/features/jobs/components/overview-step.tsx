import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useJobFacts } from './job-facts';
import { StepFactSections } from './job-step-facts';
import type { JobWizardValues, StaffRights } from './job-steps';
import { viewOfValues } from './step-view';
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

/** *Overview and confirmation*: the job's facts as its page shows them, read-only, each step with a way back to it. */
export function OverviewStep({ values, refs, rights, names, goTo }: OverviewStepProps) {
  const { t } = useTranslation();
  const steps = useJobFacts(rights.tags)(viewOfValues(values, refs, names));
  return (
    <Stack spacing={2}>
      <StepFactSections
        steps={steps}
        action={(step, index) => (
          <Button
            onClick={() => {
              goTo(index);
            }}
          >
            {t('jobs.wizard.editStep', { step: t(step.labelKey) })}
          </Button>
        )}
      />
    </Stack>
  );
}
