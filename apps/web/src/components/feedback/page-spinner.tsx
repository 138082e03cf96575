import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** The full-page loading state (initialisation, lazy pages). */
export function PageSpinner({ fullScreen = true }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240 }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
