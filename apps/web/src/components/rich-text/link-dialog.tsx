import { safeLinkHref } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What was typed as the link's address: `example.test` means https, `a@b.test` means mailto. */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return safeLinkHref(text);
  return safeLinkHref(text.includes('@') && !text.includes('/') ? `mailto:${text}` : `https://${text}`);
}

interface LinkDialogProps {
  /** The address of the link being changed, or '' for a new one. */
  initial: string;
  onApply: (href: string) => void;
  onClose: () => void;
}

/** Asks for a link's address; only an http(s) or mailto address that the sanitisers keep is accepted. */
export function LinkDialog({ initial, onApply, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = linkHref(text);
    if (href) onApply(href);
    else setInvalid(true);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth disableRestoreFocus>
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{t('richText.linkDialog.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('richText.linkDialog.address')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setInvalid(false);
            }}
            error={invalid}
            helperText={invalid ? t('richText.linkDialog.invalid') : t('richText.linkDialog.hint')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('richText.linkDialog.cancel')}
          </Button>
          <Button type="submit" variant="contained">
            {t('richText.linkDialog.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
