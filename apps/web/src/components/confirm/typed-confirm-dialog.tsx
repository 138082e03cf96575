import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TypedLabelField, type TypedKind } from './typed-label-field';

export interface TypedConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  /** The text the user must type, letter for letter, before the action is enabled. */
  label: string;
  /** What the typed text is (a name unless said): the field's label names it. */
  typedKind?: TypedKind;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

type BodyProps = Omit<TypedConfirmDialogProps, 'open' | 'title'> & {
  titleId: string;
  descriptionId: string;
  title: string;
};

/** Mounted only while the dialog is open, so the typed text starts empty every time. */
function TypedConfirmBody({
  title,
  titleId,
  description,
  descriptionId,
  label,
  typedKind,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: BodyProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const matches = typed === label;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !loading) onConfirm();
  };
  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId} component="div">
          {description}
        </DialogContentText>
        <TypedLabelField
          label={label}
          kind={typedKind}
          value={typed}
          onChange={setTyped}
          disabled={loading}
          autoFocus
          describedBy={descriptionId}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading} color="inherit">
          {t('confirm.cancel')}
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={!matches} loading={loading}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Spec §4: a destructive action is confirmed by typing the shown label. The confirm button stays
 * disabled until the text matches exactly; Enter confirms once it does, Escape cancels.
 */
export function TypedConfirmDialog({ open, onClose, loading, ...rest }: TypedConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      maxWidth="sm"
      fullWidth
    >
      <TypedConfirmBody
        {...rest}
        loading={loading}
        onClose={onClose}
        titleId={`${id}-title`}
        descriptionId={`${id}-description`}
      />
    </Dialog>
  );
}
