import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LeaveGuard } from '../confirm/leave-guard';
import { PageSpinner } from '../feedback/page-spinner';
import { FormAlert } from '../form/form-alert';
import { ListLoadError } from '../list/list-load-error';
import { notify } from '../../lib/notifications';
import type { ContractWizard } from './use-contract-wizard';
import { WizardActions } from './wizard-actions';
import { WizardStepper } from './wizard-stepper';

interface WizardProps<S extends z.ZodObject, Slug extends string> {
  wizard: ContractWizard<S, Slug>;
  /** Each step's fields, by slug; only the current step's are mounted, the form keeps the others' values. */
  panels: Record<Slug, ReactNode>;
  /** The final submit's label ("Publish job"). */
  submitLabel: string;
  /** Whether Save draft is offered (not where the record is past draft and saves only at the end). */
  drafts?: boolean;
  /** Shown under the stepper on every step (e.g. everything a submit refused, each with its step). */
  notice?: ReactNode;
}

/** The shell of a `useContractWizard` form: stepper, the step's heading and fields, Back / Save draft / Next. */
export function Wizard<S extends z.ZodObject, Slug extends string>({
  wizard,
  panels,
  submitLabel,
  drafts = true,
  notice,
}: WizardProps<S, Slug>) {
  const { t } = useTranslation();
  const id = useId();
  const { form, load, step, index, steps, headingRef, submitted, onSubmit, isLast, pending, back, goTo } = wizard;
  if (load.status === 'loading') return <PageSpinner fullScreen={false} />;
  if (load.status === 'failed') {
    return <ListLoadError message={t('wizard.loadFailed')} error={load.error} retry={load.retry} />;
  }

  const saveDraft = async () => {
    if (await wizard.saveDraft()) notify({ message: t('wizard.draftSaved'), type: 'success' });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <LeaveGuard when={wizard.unsaved} saved={submitted} />
      <Stack spacing={3}>
        <WizardStepper steps={steps} index={index} onGoTo={goTo} />
        <FormAlert message={form.alert} />
        {notice}
        <section aria-labelledby={`${id}-step`}>
          <Typography id={`${id}-step`} ref={headingRef} tabIndex={-1} component="h2" variant="h6">
            {t(step.labelKey)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('wizard.progress', { current: index + 1, total: steps.length })}
          </Typography>
          {panels[step.slug]}
        </section>
        <WizardActions
          isFirst={index === 0}
          isLast={isLast}
          pending={pending}
          submitting={form.formState.isSubmitting}
          submitLabel={submitLabel}
          onBack={back}
          onSaveDraft={drafts ? () => void saveDraft() : undefined}
        />
      </Stack>
    </form>
  );
}
