import { requiredText } from '@portal/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { useContractForm } from '../../hooks/use-contract-form';
import { FormAlert } from '../form/form-alert';
import { FormDialogActions } from '../form/form-dialog-actions';
import { FormTextField } from '../form/form-text-field';
import { TypedLabelField, type TypedKind } from './typed-label-field';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** Who or what the reason is about (a job's title, or a count of selected ones). */
  description: string;
  reasonLabel: string;
  confirmLabel: string;
  /** The longest reason the API takes (the contract's bound for the move). */
  max?: number;
  /** An irreversible move also asks to type this label (spec §4), as the other destructive actions do. */
  typedLabel?: string;
  /** What the typed text is (a name unless said). */
  typedKind?: TypedKind;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

function ReasonForm(props: Omit<ReasonDialogProps, 'open'> & { titleId: string }) {
  const {
    title,
    description,
    reasonLabel,
    confirmLabel,
    max = 1000,
    typedLabel,
    typedKind,
    loading,
    onConfirm,
    onClose,
  } = props;
  const { titleId } = props;
  const [typed, setTyped] = useState('');
  const typedOk = typedLabel === undefined || typed === typedLabel;
  const schema = useMemo(() => z.object({ reason: requiredText(max) }), [max]);
  const {
    register,
    submit,
    alert,
    formState: { errors },
  } = useContractForm(schema, { defaultValues: { reason: '' } });
  return (
    <form
      noValidate
      onSubmit={submit(({ reason }) => {
        if (typedOk) onConfirm(reason);
      })}
      style={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
        <FormAlert message={alert} sx={{ mb: 2 }} />
        <FormTextField
          register={register}
          name="reason"
          label={reasonLabel}
          required
          multiline
          autoFocus
          error={errors.reason?.message}
        />
        {typedLabel === undefined ? null : (
          <TypedLabelField label={typedLabel} kind={typedKind} value={typed} onChange={setTyped} disabled={loading} />
        )}
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitting={loading}
        submitLabel={confirmLabel}
        color="error"
        disabled={!typedOk}
      />
    </form>
  );
}

/** A move that must say why (rejecting a job or a registration): a required reason, checked before anything is sent. */
export function ReasonDialog({ open, onClose, loading, ...rest }: ReasonDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <ReasonForm {...rest} loading={loading} onClose={onClose} titleId={`${id}-title`} />
    </Dialog>
  );
}
