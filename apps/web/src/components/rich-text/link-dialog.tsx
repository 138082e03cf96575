import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkHref } from './link-href';

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
    // The dialog sits in a portal, but React bubbles its submit to the editor's React parents:
    // the page's own form would save without the link (issue 20).
    event.stopPropagation();
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
