import { BRANDING_FILE_FIELDS, BRANDING_FILE_KINDS, type BrandingFileField, type FileRef } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/form/file-upload-field';
import { SettingsSection } from './settings-section';

/** What each field shows: the saved file, or the upload that replaces it on save. */
export type BrandingFileValues = Record<BrandingFileField, Pick<FileRef, 'url' | 'name'> | null>;

interface BrandingFilesProps {
  files: BrandingFileValues;
  onChange: (field: BrandingFileField, file: FileRef | null) => void;
  errors: Partial<Record<BrandingFileField, string | undefined>>;
  disabled: boolean;
}

/**
 * The square logo, favicon and stylesheet: each uploaded when picked (its kind's types and size
 * shown under it), then saved with the tab. Disabled without `update settings`.
 */
export function BrandingFiles({ files, onChange, errors, disabled }: BrandingFilesProps) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.branding.files')} hint={t('settings.branding.filesHint')}>
      {BRANDING_FILE_FIELDS.map((field) => (
        <FileUploadField
          key={field}
          kind={BRANDING_FILE_KINDS[field]}
          label={t(`settings.branding.file.${field}`)}
          value={files[field]}
          onChange={(file) => {
            onChange(field, file);
          }}
          error={errors[field]}
          disabled={disabled}
        />
      ))}
    </SettingsSection>
  );
}
