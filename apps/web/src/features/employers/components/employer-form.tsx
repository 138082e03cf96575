import { CreateEmployerSchema, offeredOptions, type Employer, type FieldOption } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormTextField, type SelectOption } from '../../../components/form/form-text-field';
import { FieldCell, FormSection, ResourceFormShell } from '../../../components/resource/resource-form';
import type { ResourceFormProps } from '../../../components/resource/resource-form-pages';
import { defaultValuesOf, useContractForm } from '../../../hooks/use-contract-form';
import { useFieldOptions } from '../../../lib/field-options';
import { EmployerTypeField } from './employer-type-field';

type TextField = Exclude<keyof typeof CreateEmployerSchema.shape, 'type'>;

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
export function EmployerForm({ record, ...shell }: ResourceFormProps<Employer, Employer>) {
  const { t } = useTranslation();
  const fieldOptions = useFieldOptions();
  const form = useContractForm(CreateEmployerSchema, {
    // A new employer starts as a business.
    defaultValues: defaultValuesOf(CreateEmployerSchema, record, record ? {} : { type: 'business' }),
  });
  const { errors } = form.formState;
  const field = (name: TextField) => ({ ...form.field(name), label: t(`employers.fields.${name}`) });
  const options = (name: 'industry' | 'business_size') =>
    withCurrent(fieldOptions.data?.[name], record?.[name], t('employers.form.notSpecified'));

  return (
    <ResourceFormShell form={form} strings="employers" {...shell}>
      <EmployerTypeField control={form.control} error={errors.type?.message} />
      <FormSection title={t('employers.form.business')}>
        <FieldCell>
          <FormTextField {...field('business_name')} required autoComplete="organization" />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('registration_number')} />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('industry')} options={options('industry')} />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('business_size')} options={options('business_size')} />
        </FieldCell>
        <FieldCell wide>
          <FormTextField
            {...field('business_website')}
            type="url"
            autoComplete="url"
            hint={t('employers.form.websiteHint')}
          />
        </FieldCell>
      </FormSection>
      <FormSection title={t('employers.form.contact')}>
        <FieldCell>
          <FormTextField {...field('contact_name')} autoComplete="name" />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('contact_email')} type="email" autoComplete="email" />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('phone')} type="tel" autoComplete="tel" />
        </FieldCell>
        <FieldCell wide>
          <FormTextField {...field('address')} multiline autoComplete="street-address" />
        </FieldCell>
      </FormSection>
    </ResourceFormShell>
  );
}
