import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TITLE, UI } from '@portal/contract';
import { BrandLogo } from '../../../components/brand/brand-logo';
import { createAppTheme, type ColorMode } from '../../../lib/theme';

const HEX = /^#[0-9a-f]{6}$/i;

export interface PreviewValues {
  title: string;
  /** The square logo's URL (the portal's own when null). */
  logo: string | null;
  primary: string;
  darker: string;
  loginTitle: string;
  loginSubtitle: string;
}

/** One mode of the preview: the portal's own theme built from the colours as typed. */
function PreviewPane({ mode, values }: { mode: ColorMode; values: PreviewValues }) {
  const { t } = useTranslation();
  const { direction } = useTheme();
  const primary = HEX.test(values.primary) ? values.primary : UI.themePrimary;
  const primaryDark = HEX.test(values.darker) ? values.darker : UI.themePrimaryDarken;
  const theme = useMemo(
    () => createAppTheme({ mode, direction, primary, primaryDark, bordered: false }),
    [mode, direction, primary, primaryDark],
  );
  const label = mode === 'light' ? t('settings.branding.previewLight') : t('settings.branding.previewDark');
  return (
    <ThemeProvider theme={theme}>
      <Paper
        variant="outlined"
        role="group"
        aria-label={label}
        sx={{ bgcolor: 'background.default', color: 'text.primary', overflow: 'hidden' }}
      >
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            px: 2,
            py: 1,
            alignItems: 'center',
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <BrandLogo src={values.logo} size={32} />
          <Typography sx={{ fontWeight: 600 }}>{values.title.trim() || DEFAULT_TITLE}</Typography>
        </Stack>
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Typography variant="overline" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {values.loginTitle.trim() || t('auth.login.title', { title: values.title.trim() || DEFAULT_TITLE })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {values.loginSubtitle.trim() || t('auth.login.subtitle')}
          </Typography>
          {/* A picture of the controls, not controls: hidden from assistive technology and the tab order. */}
          <Stack aria-hidden direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" tabIndex={-1} disableRipple>
              {t('settings.branding.previewButton')}
            </Button>
            <Button
              variant="contained"
              tabIndex={-1}
              disableRipple
              sx={{ bgcolor: 'primary.dark', '&:hover': { bgcolor: 'primary.dark' } }}
            >
              {t('settings.branding.previewHover')}
            </Button>
            <Link component="span" sx={{ fontWeight: 500 }}>
              {t('settings.branding.previewLink')}
            </Link>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}

/** The portal in the colours and texts being edited, light and dark, updated as they are typed. */
export function BrandingPreview({ values }: { values: PreviewValues }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} component="section" aria-label={t('settings.branding.preview')}>
      <Typography component="h2" variant="h6">
        {t('settings.branding.preview')}
      </Typography>
      <PreviewPane mode="light" values={values} />
      <PreviewPane mode="dark" values={values} />
    </Stack>
  );
}
