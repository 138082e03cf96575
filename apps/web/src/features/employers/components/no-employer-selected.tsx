import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The single-employer pages when the site has no (or more than one) employer for this user. */
export function NoEmployerSelected() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
        {t('employers.own.title')}
      </Typography>
      <Typography color="text.secondary">{t('employers.own.noEmployer')}</Typography>
    </Stack>
  );
}
