import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from './wizard-steps';

interface WizardStepperProps {
  steps: readonly WizardStep[];
  index: number;
  /** Goes back to an earlier step; later steps are reached by Next, which validates. */
  onGoTo: (index: number) => void;
}

/** The steps by name: earlier ones are buttons back to them, the current one is marked, later ones wait. */
export function WizardStepper({ steps, index, onGoTo }: WizardStepperProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('wizard.steps')} sx={{ overflowX: 'auto', pb: 1 }}>
      <Stepper nonLinear activeStep={index}>
        {steps.map((step, position) => (
          <Step key={step.slug} completed={position < index}>
            <StepButton
              disabled={position >= index}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => {
                onGoTo(position);
              }}
            >
              {t(step.labelKey)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
