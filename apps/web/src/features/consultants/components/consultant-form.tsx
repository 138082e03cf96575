import { CreateConsultantSchema, type Consultant, type CreateConsultant, type FileRef } from '@portal/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LeaveGuard } from '../../../components/confirm/leave-guard';
import { FileUploadField } from '../../../components/form/file-upload-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { defaultValuesOf, useContractForm } from '../../../hooks/use-contract-form';
import type { ResourceFormProps } from '../../../components/resource/resource-form-pages';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { ConsultantUserField } from './consultant-user-field';

/** The form's values for a consultant (or a blank one): the schema's fields, the photo and user by id. */
const valuesOf = (consultant?: Consultant) =>
  defaultValuesOf(CreateConsultantSchema, consultant, {
    photo: consultant?.photo?.id ?? null,
    user_id: consultant?.user?.id ?? null,
  });

/** Create and edit: the contract's schema, the photo uploaded when picked, the bio in the lazy editor, 422s under fields. */
export function ConsultantForm({
  record: consultant,
  save,
  onSaved,
  cancelTo,
}: ResourceFormProps<Consultant, Consultant>) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const saved = useRef(false);
  const id = useId();
  const [photo, setPhoto] = useState<FileRef | null>(consultant?.photo ?? null);
  const {
    register,
    control,
    setValue,
    submit,
    alert,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm(CreateConsultantSchema, { defaultValues: valuesOf(consultant) });

  const store = async (values: CreateConsultant) => {
    const result = await save(values);
    saved.current = true;
    onSaved(result);
  };
  const field = (name: 'name' | 'email' | 'phone' | 'job_title') => ({
    register,
    name,
    label: t(`consultants.fields.${name}`),
    error: errors[name]?.message,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        submit(store)(event);
      }}
    >
      <LeaveGuard when={isDirty && !isSubmitting} saved={saved} />
      <Stack spacing={3}>
        <FormAlert message={alert} />
        <section aria-labelledby={`${id}-profile`}>
          <Typography id={`${id}-profile`} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('consultants.form.profile')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('name')} required autoComplete="name" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('job_title')} autoComplete="organization-title" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('email')} required type="email" autoComplete="email" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('phone')} type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={12}>
              <FileUploadField
                kind="photo"
                label={t('consultants.fields.photo')}
                value={photo}
                onChange={(file) => {
                  setPhoto(file);
                  setValue('photo', file?.id ?? null, { shouldDirty: true });
                }}
                error={errors.photo?.message}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={control}
                name="user_id"
                render={({ field: { value, onChange } }) => (
                  <ConsultantUserField
                    value={value}
                    onChange={onChange}
                    current={consultant?.user ?? null}
                    error={errors.user_id?.message}
                  />
                )}
              />
            </Grid>
          </Grid>
        </section>
        <section aria-labelledby={`${id}-about`}>
          <Typography id={`${id}-about`} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('consultants.form.about')}
          </Typography>
          <Controller
            control={control}
            name="bio"
            render={({ field: { value, onChange, onBlur } }) => (
              <LazyRichTextEditor
                label={t('consultants.fields.bio')}
                value={value ?? ''}
                onChange={onChange}
                onBlur={onBlur}
                error={errors.bio?.message ? translate(errors.bio.message) : undefined}
                helperText={t('consultants.form.bioHint')}
                minRows={5}
              />
            )}
          />
        </section>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('consultants.actions.save')}
          </Button>
          <Button component={RouterLink} to={cancelTo} color="inherit">
            {t('confirm.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
