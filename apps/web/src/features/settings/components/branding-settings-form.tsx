import {
  BRANDING_FILE_FIELDS,
  UpdateBrandingSettingsSchema,
  type BrandingFileField,
  type BrandingSettings,
  type FileRef,
  type UpdateBrandingSettingsInput,
} from '@portal/contract';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/confirm/leave-guard';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { notify } from '../../../lib/notifications';
import { useSaveSiteSettings } from '../api/save-site-settings';
import { BrandingFiles, type BrandingFileValues } from './branding-files';
import { BrandingPreview } from './branding-preview';
import { ColorField } from './color-field';
import { ContrastWarning } from './contrast-warning';
import { PAGES, PageTextsFields } from './page-texts-fields';
import { SaveBar } from './save-bar';
import { SettingsSection } from './settings-section';

const FIELDS = [
  'title',
  'primary_color',
  'primary_darken_color',
  ...PAGES.flatMap((page) => [`${page}.title`, `${page}.subtitle`] as const),
  ...BRANDING_FILE_FIELDS,
] as const;

const filesOf = (settings: BrandingSettings): BrandingFileValues => ({
  logo_square: settings.logo_square,
  favicon: settings.favicon,
  stylesheet: settings.stylesheet,
});

/** The form's values: texts as strings; a file is sent only once replaced or removed (else it is kept). */
export function toBrandingForm(settings: BrandingSettings): UpdateBrandingSettingsInput {
  const texts = (page: (typeof PAGES)[number]) => ({
    title: settings[page].title ?? '',
    subtitle: settings[page].subtitle ?? '',
  });
  return {
    title: settings.title,
    primary_color: settings.primary_color,
    primary_darken_color: settings.primary_darken_color,
    login: texts('login'),
    forgot_password: texts('forgot_password'),
    register: texts('register'),
    logo_square: undefined,
    favicon: undefined,
    stylesheet: undefined,
  };
}

/** Title, colours with a live preview and a contrast warning, the page texts, and the logo, favicon and stylesheet. */
export function BrandingSettingsForm({ settings, canUpdate }: { settings: BrandingSettings; canUpdate: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings('branding');
  const {
    control,
    register,
    submit,
    alert,
    reset,
    watch,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting, isDirty },
  } = useContractForm(UpdateBrandingSettingsSchema, { defaultValues: toBrandingForm(settings), fields: FIELDS });
  const [files, setFiles] = useState(() => filesOf(settings));
  const readOnly = !canUpdate;
  const changeFile = (field: BrandingFileField, file: FileRef | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    setValue(field, file?.id ?? null, { shouldDirty: true });
    clearErrors(field);
  };
  const [title, primary, darker, login] = watch(['title', 'primary_color', 'primary_darken_color', 'login']);

  return (
    <form
      noValidate
      onSubmit={submit(async (values) => {
        const result = await save.mutateAsync(values);
        reset(toBrandingForm(result.data.branding));
        setFiles(filesOf(result.data.branding));
        notify({ type: 'success', message: t('settings.saved') });
      })}
    >
      <LeaveGuard when={isDirty && !isSubmitting} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={4}>
            <FormAlert message={alert} />
            <SettingsSection title={t('settings.branding.identity')}>
              <FormTextField
                register={register}
                name="title"
                label={t('settings.branding.siteTitle')}
                error={errors.title?.message}
                required
                disabled={readOnly}
              />
            </SettingsSection>
            <SettingsSection title={t('settings.branding.colors')}>
              <ColorField
                control={control}
                name="primary_color"
                label={t('settings.branding.primary')}
                error={errors.primary_color?.message}
                disabled={readOnly}
              />
              <ColorField
                control={control}
                name="primary_darken_color"
                label={t('settings.branding.darker')}
                error={errors.primary_darken_color?.message}
                disabled={readOnly}
              />
              <ContrastWarning primary={primary} darker={darker} />
            </SettingsSection>
            <SettingsSection title={t('settings.branding.texts')} hint={t('settings.branding.textsHint')}>
              {PAGES.map((page) => (
                <PageTextsFields key={page} page={page} register={register} errors={errors} disabled={readOnly} />
              ))}
            </SettingsSection>
            <BrandingFiles
              files={files}
              onChange={changeFile}
              errors={{
                logo_square: errors.logo_square?.message,
                favicon: errors.favicon?.message,
                stylesheet: errors.stylesheet?.message,
              }}
              disabled={readOnly}
            />
            <SaveBar canUpdate={canUpdate} saving={isSubmitting} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <BrandingPreview
            values={{
              title,
              logo: files.logo_square?.url ?? null,
              primary,
              darker,
              loginTitle: login.title ?? '',
              loginSubtitle: login.subtitle ?? '',
            }}
          />
        </Grid>
      </Grid>
    </form>
  );
}
