import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Any error thrown while rendering or loading a route (e.g. a page chunk that failed to load). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
      <div>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {t('errors.route.title')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('errors.route.reload')}
        </Button>
      </div>
    </Box>
  );
}
