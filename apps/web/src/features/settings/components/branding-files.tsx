import type { BrandingSettings } from '@portal/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from './settings-section';

const FILES = ['logo_square', 'favicon', 'stylesheet'] as const;

/**
 * UPLOADS (wired at merge): each entry becomes a `FileUploadField` (POST /v1/forms/upload-file)
 * whose file reference goes into the branding form as `logo_square`, `favicon` or `stylesheet`
 * (UpdateBrandingSettingsSchema accepts them; a sent stylesheet bumps its cache-busting version).
 * Until then the current files are shown, read-only.
 */
export function BrandingFiles({ settings }: { settings: BrandingSettings }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('settings.branding.files')} hint={t('settings.branding.filesHint')}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        {FILES.map((file) => (
          <Box key={file} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(`settings.branding.file.${file}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} dir="ltr">
              {settings[file] ?? t('settings.branding.noFile')}
            </Typography>
          </Box>
        ))}
      </Box>
    </SettingsSection>
  );
}
