import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { errorMessage } from '../../lib/api-client';

/** Something that failed to load: what failed (when said), why, and a retry. */
export function ListLoadError({ message, error, retry }: { message?: string; error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    >
      {message ? `${message} ` : null}
      {translate(errorMessage(error))}
    </Alert>
  );
}
