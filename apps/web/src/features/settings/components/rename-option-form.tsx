import { RenameOptionSchema } from '@portal/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';

interface RenameOptionFormProps {
  label: string;
  rename: (label: string) => Promise<unknown>;
  onDone: () => void;
}

/** The row's inline rename: the new name gets the focus; Escape or Cancel leaves it as it was. */
export function RenameOptionForm({ label, rename, onDone }: RenameOptionFormProps) {
  const { t } = useTranslation();
  const {
    register,
    submit,
    alert,
    formState: { errors, isSubmitting },
  } = useContractForm(RenameOptionSchema, { defaultValues: { label } });
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      sx={{ flex: 1 }}
      onSubmit={submit(async (values) => {
        await rename(values.label);
        onDone();
      })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <FormAlert message={alert} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          register={register}
          name="label"
          label={t('settings.options.renameLabel')}
          error={errors.label?.message}
          required
          autoFocus
        />
        <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 } }}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('settings.options.saveRename')}
          </Button>
          <Button color="inherit" onClick={onDone}>
            {t('settings.options.cancelRename')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
