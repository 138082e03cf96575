import { APPLY_ON } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { EmailsEditor } from './emails-editor';
import type { JobWizardValues } from './job-steps';
import { StepRadioGroup } from './step-radio-group';
import type { JobForm } from './step-form';

/**
 * *Application preferences*: seekers apply on this site (applications mailed to one or more
 * addresses) or on an external site (its address). The other choice's values are kept in the draft.
 */
export function ApplicationPreferencesStep({ form }: { form: JobForm }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const applyOn = form.watch('apply_on');
  const errors = form.formState.errors;
  return (
    <Stack spacing={2}>
      <Controller
        control={form.control}
        name="apply_on"
        render={({ field }) => (
          <StepRadioGroup
            label={t('jobs.application.applyOn')}
            value={field.value ?? null}
            options={APPLY_ON.map((value) => ({ value, label: t(`jobs.application.on.${value}`) }))}
            onChange={field.onChange}
            error={errors.apply_on?.message ? translate(errors.apply_on.message) : undefined}
          />
        )}
      />
      {applyOn === 'external' ? (
        <FormTextField<JobWizardValues>
          register={form.register}
          name="application_url"
          type="url"
          label={t('jobs.application.url')}
          hint={t('jobs.application.urlHint')}
          error={errors.application_url?.message}
          required
        />
      ) : null}
      {applyOn === 'site' ? <EmailsEditor form={form} /> : null}
    </Stack>
  );
}
