import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../hooks/use-translate-message';

interface InitErrorProps {
  message: string;
  onRetry: () => void;
}

/** Shown when the signed-in user could not be loaded for another reason than an expired session. */
export function InitError({ message, onRetry }: InitErrorProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'flex-start' }}>
        <Typography component="h1" variant="h5">
          {t('errors.init.title')}
        </Typography>
        <Alert severity="error" sx={{ width: '100%' }}>
          {translate(message)}
        </Alert>
        <Button variant="contained" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Box>
  );
}
