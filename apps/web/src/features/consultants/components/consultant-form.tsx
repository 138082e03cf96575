import { CreateConsultantSchema, type Consultant, type FileRef } from '@portal/contract';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/form/file-upload-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FieldCell, FormSection, ResourceFormShell } from '../../../components/resource/resource-form';
import type { ResourceFormProps } from '../../../components/resource/resource-form-pages';
import { LazyRichTextEditor } from '../../../components/rich-text/lazy-rich-text-editor';
import { defaultValuesOf, useContractForm } from '../../../hooks/use-contract-form';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { ConsultantUserField } from './consultant-user-field';

/** Create and edit: the contract's schema, the photo uploaded when picked, the bio in the lazy editor, 422s under fields. */
export function ConsultantForm({ record, ...shell }: ResourceFormProps<Consultant, Consultant>) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [photo, setPhoto] = useState<FileRef | null>(record?.photo ?? null);
  const form = useContractForm(CreateConsultantSchema, {
    // The schema's fields from the record; the photo and the linked user by their ids.
    defaultValues: defaultValuesOf(CreateConsultantSchema, record, {
      photo: record?.photo?.id ?? null,
      user_id: record?.user?.id ?? null,
    }),
  });
  const { errors } = form.formState;
  const field = (name: 'name' | 'email' | 'phone' | 'job_title') => ({
    ...form.field(name),
    label: t(`consultants.fields.${name}`),
  });

  return (
    <ResourceFormShell form={form} strings="consultants" {...shell}>
      <FormSection title={t('consultants.form.profile')}>
        <FieldCell>
          <FormTextField {...field('name')} required autoComplete="name" />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('job_title')} autoComplete="organization-title" />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('email')} required type="email" autoComplete="email" />
        </FieldCell>
        <FieldCell>
          <FormTextField {...field('phone')} type="tel" autoComplete="tel" />
        </FieldCell>
        <FieldCell wide>
          <FileUploadField
            kind="photo"
            label={t('consultants.fields.photo')}
            value={photo}
            onChange={(file) => {
              setPhoto(file);
              form.setValue('photo', file?.id ?? null, { shouldDirty: true });
            }}
            error={errors.photo?.message}
          />
        </FieldCell>
        <FieldCell wide>
          <Controller
            control={form.control}
            name="user_id"
            render={({ field: { value, onChange } }) => (
              <ConsultantUserField
                value={value}
                onChange={onChange}
                current={record?.user ?? null}
                error={errors.user_id?.message}
              />
            )}
          />
        </FieldCell>
      </FormSection>
      <FormSection title={t('consultants.form.about')}>
        <FieldCell wide>
          <Controller
            control={form.control}
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
        </FieldCell>
      </FormSection>
    </ResourceFormShell>
  );
}
