import { CreateOptionSchema, type CreateOption } from '@portal/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { SettingsSection } from './settings-section';

/** Adds an option at the end of the list: its name, and optionally the value records will store. */
export function AddOptionForm({
  title,
  nameLabel,
  add,
}: {
  title: string;
  nameLabel: string;
  add: (values: CreateOption) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const {
    register,
    submit,
    alert,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(CreateOptionSchema, { defaultValues: { label: '', value: '' } });
  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        await add(values);
        reset({ label: '', value: '' });
      })}
    >
      <SettingsSection title={title}>
        <FormAlert message={alert} />
        <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormTextField register={register} name="label" label={nameLabel} error={errors.label?.message} required />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <FormTextField
              register={register}
              name="value"
              label={t('settings.options.valueOptional')}
              hint={t('settings.options.valueHint')}
              error={errors.value?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <Button type="submit" variant="contained" loading={isSubmitting} sx={{ mt: 1 }}>
              {t('settings.options.addButton')}
            </Button>
          </Grid>
        </Grid>
      </SettingsSection>
    </form>
  );
}
