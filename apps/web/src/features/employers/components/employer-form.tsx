import {
  CreateEmployerSchema,
  type CreateEmployer,
  type CreateEmployerInput,
  offeredOptions,
  type Employer,
  type FieldOption,
} from '@portal/contract';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField, type SelectOption } from '../../../components/form/form-text-field';
import { FormAlert } from '../../../components/form/form-alert';
import { useContractForm } from '../../../hooks/use-contract-form';
import { useFieldOptions } from '../../../lib/field-options';
import { EmployerTypeField } from './employer-type-field';
import { LeaveGuard } from '../../../components/confirm/leave-guard';

export const EMPLOYER_FIELDS = [
  'type',
  'business_name',
  'business_website',
  'business_size',
  'registration_number',
  'industry',
  'contact_name',
  'contact_email',
  'address',
  'phone',
] as const satisfies readonly (keyof CreateEmployerInput)[];

/** The form's values for an employer (or a blank one): every text field as a string. */
export function toFormValues(employer?: Employer): CreateEmployerInput {
  return {
    type: employer?.type ?? 'business',
    business_name: employer?.business_name ?? '',
    business_website: employer?.business_website ?? '',
    business_size: employer?.business_size ?? '',
    registration_number: employer?.registration_number ?? '',
    industry: employer?.industry ?? '',
    contact_name: employer?.contact_name ?? '',
    contact_email: employer?.contact_email ?? '',
    address: employer?.address ?? '',
    phone: employer?.phone ?? '',
  };
}

interface EmployerFormProps {
  employer?: Employer;
  save: (values: CreateEmployer) => Promise<Employer>;
  onSaved: (employer: Employer) => void;
  cancelTo: string;
}

function withCurrent(
  options: FieldOption[] | undefined,
  current: string | null | undefined,
  empty: string,
): SelectOption[] {
  // Retired options are not offered, except the record's own value, so saving does not silently drop it.
  const list: SelectOption[] = [{ value: '', label: empty }, ...offeredOptions(options, current)];
  if (current && !list.some((option) => option.value === current)) list.push({ value: current, label: current });
  return list;
}

/** Create and edit: validated with the contract's schema, the server's 422s shown under their fields. */
export function EmployerForm({ employer, save, onSaved, cancelTo }: EmployerFormProps) {
  const { t } = useTranslation();
  const fieldOptions = useFieldOptions();
  const saved = useRef(false);
  const id = useId();
  const {
    register,
    control,
    submit,
    alert,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm(CreateEmployerSchema, { defaultValues: toFormValues(employer), fields: EMPLOYER_FIELDS });

  const store = async (values: CreateEmployer) => {
    const result = await save(values);
    saved.current = true;
    onSaved(result);
  };

  const field = (name: (typeof EMPLOYER_FIELDS)[number]) => ({
    register,
    name,
    label: t(`employers.fields.${name}`),
    error: errors[name]?.message,
  });
  const notSpecified = t('employers.form.notSpecified');

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
        <EmployerTypeField control={control} error={errors.type?.message} />
        <section aria-labelledby={`${id}-business`}>
          <Typography id={`${id}-business`} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('employers.form.business')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('business_name')} required autoComplete="organization" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('registration_number')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                {...field('industry')}
                options={withCurrent(fieldOptions.data?.industry, employer?.industry, notSpecified)}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField
                {...field('business_size')}
                options={withCurrent(fieldOptions.data?.business_size, employer?.business_size, notSpecified)}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                {...field('business_website')}
                type="url"
                autoComplete="url"
                hint={t('employers.form.websiteHint')}
              />
            </Grid>
          </Grid>
        </section>
        <section aria-labelledby={`${id}-contact`}>
          <Typography id={`${id}-contact`} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('employers.form.contact')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('contact_name')} autoComplete="name" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('contact_email')} type="email" autoComplete="email" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <FormTextField {...field('phone')} type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={12}>
              <FormTextField {...field('address')} multiline autoComplete="street-address" />
            </Grid>
          </Grid>
        </section>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('employers.actions.save')}
          </Button>
          <Button component={RouterLink} to={cancelTo} color="inherit">
            {t('confirm.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
