import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { WizardStep } from './wizard-steps';

interface WizardStepperProps {
  steps: readonly WizardStep[];
  index: number;
  /** Goes back to an earlier step; later steps are reached by Next, which validates. */
  onGoTo: (index: number) => void;
}

/**
 * The steps by name: earlier ones are buttons back to them, the current one is marked, later ones
 * wait. On a phone or a tablet every step stays, as its numbered icon named by the step, under
 * "Step 2 of 6: Additional details" (decision 0066).
 */
export function WizardStepper({ steps, index, onGoTo }: WizardStepperProps) {
  const { t } = useTranslation();
  // Six named steps need a desktop's width: a phone or a tablet shows them compact.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const current = steps[index];
  return (
    <Box component="nav" aria-label={t('wizard.steps')} sx={{ overflowX: phone ? 'hidden' : 'auto', pb: 1 }}>
      {phone && current ? (
        <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
          {t('wizard.where', { current: index + 1, total: steps.length, step: t(current.labelKey) })}
        </Typography>
      ) : null}
      <Stepper
        nonLinear
        activeStep={index}
        sx={
          phone
            ? { '& .MuiStep-horizontal': { px: 0.5 }, '& .MuiStepLabel-labelContainer': { display: 'none' } }
            : undefined
        }
      >
        {steps.map((step, position) => (
          <Step key={step.slug} completed={position < index}>
            <StepButton
              disabled={position >= index}
              aria-current={position === index ? 'step' : undefined}
              aria-label={phone ? t(step.labelKey) : undefined}
              onClick={() => {
                onGoTo(position);
              }}
            >
              {phone ? null : t(step.labelKey)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
