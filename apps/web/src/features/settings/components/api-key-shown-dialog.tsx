import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CreatedApiKey } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notifications';

/** The new key, shown this once, with a button that copies it (decision 0105). */
export function ApiKeyShownDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      notify({ type: 'success', message: t('settings.api.keys.copied') });
    } catch {
      notify({ type: 'error', message: t('settings.api.keys.copyFailed') });
    }
  };
  return (
    <Dialog open={created !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('settings.api.keys.shownTitle', { name: created?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('settings.api.keys.shownOnce')}</Alert>
          <TextField
            label={t('settings.api.keys.key')}
            value={created?.key ?? ''}
            slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', spellCheck: false } }}
            onFocus={(event) => {
              event.target.select();
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('settings.api.keys.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('settings.api.keys.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
