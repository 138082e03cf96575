import type { UpdateBrandingSettingsInput } from '@portal/contract';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';

export const PAGES = ['login', 'forgot_password', 'register'] as const;
export type Page = (typeof PAGES)[number];

interface PageTextsFieldsProps {
  page: Page;
  register: UseFormRegister<UpdateBrandingSettingsInput>;
  errors: FieldErrors<UpdateBrandingSettingsInput>;
  disabled: boolean;
}

/** The title and subtitle one page (sign-in, forgot password, register) shows instead of its own. */
export function PageTextsFields({ page, register, errors, disabled }: PageTextsFieldsProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t(`settings.branding.pages.${page}`)}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <FormTextField
          register={register}
          name={`${page}.title`}
          label={t('settings.branding.textTitle')}
          error={errors[page]?.title?.message}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <FormTextField
          register={register}
          name={`${page}.subtitle`}
          label={t('settings.branding.textSubtitle')}
          error={errors[page]?.subtitle?.message}
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}
