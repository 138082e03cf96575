import { RejectEmployerSchema } from '@portal/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { useContractForm } from '../../../hooks/use-contract-form';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';

interface RejectDialogProps {
  open: boolean;
  /** Who is rejected: a business name, or a count for several. */
  subject: string;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

function RejectForm({
  subject,
  loading,
  onConfirm,
  onClose,
  titleId,
}: Omit<RejectDialogProps, 'open'> & { titleId: string }) {
  const { t } = useTranslation();
  const {
    register,
    submit,
    alert,
    formState: { errors },
  } = useContractForm(RejectEmployerSchema, { defaultValues: { reason: '' } });
  return (
    <form
      noValidate
      onSubmit={submit(({ reason }) => {
        onConfirm(reason);
      })}
      style={{ display: 'contents' }}
    >
      <DialogTitle id={titleId}>{t('employers.reject.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('employers.reject.description', { subject })}</DialogContentText>
        <FormAlert message={alert} sx={{ mb: 2 }} />
        <FormTextField
          register={register}
          name="reason"
          label={t('employers.reject.reason')}
          required
          multiline
          autoFocus
          error={errors.reason?.message}
        />
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitting={loading}
        submitLabel={t('employers.actions.reject')}
        color="error"
      />
    </form>
  );
}

/** Rejecting a registration needs a reason, which is mailed to the employer's contact. */
export function RejectDialog({ open, onClose, loading, ...rest }: RejectDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <RejectForm {...rest} loading={loading} onClose={onClose} titleId={`${id}-title`} />
    </Dialog>
  );
}
