import type { CreateJobSchema, FieldOptionList } from '@portal/contract';
import { offeredOptions } from '@portal/contract';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EmployerOption } from '../../../api/employers/search-employers';
import { EmployerChooser } from '../../../components/employers/employer-chooser';
import { FormTextField } from '../../../components/form/form-text-field';
import { OptionSelect } from '../../../components/form/option-select';
import type { ContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useFieldOptions } from '../../../lib/field-options';
import { useKeyContacts } from '../api/key-contacts';
import { BASIC_DETAILS, type JobWizardValues } from './job-steps';

type Form = ContractForm<typeof CreateJobSchema>;
type Name = (typeof BASIC_DETAILS)[number];

interface BasicDetailsStepProps {
  form: Form;
  /** Staff choose the employer before the draft exists; afterwards (and for an employer's user) it is shown. */
  employer: { choose: boolean; chosen: EmployerOption | null; onChosen: (employer: EmployerOption | null) => void };
  /** The employer whose users may be the key contact. */
  employerId: number | null;
  /** The draft's key contact, offered even when not one of the employer's users (the site's staff may be). */
  keyContact: { id: number; name: string } | null;
  /** Fields the job's status no longer lets change (decision 0065): shown, read-only. */
  locked?: readonly string[];
}

/** *Basic details*: every field of `CreateJobSchema`, the selects from the site's option lists. */
export function BasicDetailsStep({ form, employer, employerId, keyContact, locked = [] }: BasicDetailsStepProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const lists = useFieldOptions();
  const contacts = useKeyContacts(employerId);
  const contactOptions = [...(contacts.data ?? [])];
  if (keyContact && !contactOptions.some((option) => option.value === keyContact.id)) {
    contactOptions.unshift({ value: keyContact.id, label: keyContact.name });
  }
  const { control, register, formState } = form;
  const error = (name: Name) => formState.errors[name]?.message;
  const label = (name: Name) => t(`jobs.fields.${name}`);

  const select = (name: Name & FieldOptionList) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionSelect<string>
          label={label(name)}
          value={(field.value as string | null | undefined) ?? null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          options={offeredOptions(lists.data?.[name], field.value as string | null)}
          loading={lists.isPending}
          error={error(name)}
        />
      )}
    />
  );
  // Numbers and dates: an empty input is null (not 0, not ''), as the contract reads a missing value.
  const input = (name: Name, type: 'number' | 'date') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          type={type}
          fullWidth
          label={label(name)}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | number | null | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(text === '' ? null : type === 'number' ? Number(text) : text);
          }}
          error={Boolean(error(name))}
          disabled={locked.includes(name)}
          helperText={
            error(name)
              ? translate(error(name) ?? '')
              : locked.includes(name)
                ? t('jobs.wizard.periodFixed')
                : undefined
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: type === 'number' ? { min: 0, step: 1 } : undefined }}
        />
      )}
    />
  );
  const text = (name: Name, required = false) => (
    <FormTextField<JobWizardValues>
      register={register}
      name={name}
      label={label(name)}
      error={error(name)}
      required={required}
    />
  );
  const cell = (node: React.ReactNode, wide = false) => <Grid size={wide ? 12 : { xs: 12, md: 6 }}>{node}</Grid>;

  return (
    <Grid container spacing={2}>
      {employer.choose
        ? cell(
            <Controller
              control={control}
              name="employer_id"
              render={({ field }) => (
                <EmployerChooser
                  strings={{
                    label: label('employer_id'),
                    hint: t('jobs.wizard.employerHint'),
                    searching: t('common.loading'),
                  }}
                  value={employer.chosen}
                  onChange={(next) => {
                    employer.onChosen(next);
                    field.onChange(next?.id ?? null);
                  }}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  required
                  error={error('employer_id')}
                />
              )}
            />,
            true,
          )
        : employer.chosen
          ? cell(
              <Typography>
                {t('jobs.wizard.postingFor')} <bdi>{employer.chosen.name}</bdi>
              </Typography>,
              true,
            )
          : null}
      {cell(text('title', true))}
      {cell(text('reference'))}
      {cell(select('work_type'))}
      {cell(select('pay_type'))}
      {cell(text('pay_range'))}
      {cell(select('currency'))}
      {cell(input('salary_min', 'number'))}
      {cell(input('salary_max', 'number'))}
      {cell(select('classification'))}
      {cell(
        <Controller
          control={control}
          name="key_contact_id"
          render={({ field }) => (
            <OptionSelect<number>
              label={label('key_contact_id')}
              value={(field.value as number | null | undefined) ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              options={contactOptions}
              loading={contacts.isFetching}
              hint={employerId === null ? t('jobs.wizard.keyContactHint') : undefined}
              error={error('key_contact_id')}
            />
          )}
        />,
      )}
      {cell(input('advert_start_date', 'date'))}
      {cell(input('advert_end_date', 'date'))}
    </Grid>
  );
}
