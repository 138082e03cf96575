import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

interface FormDialogActionsProps {
  onCancel: () => void;
  /** The form is being sent: Cancel is disabled and the submit button shows its progress. */
  submitting: boolean;
  submitLabel: string;
  /** `error` for a submit that refuses or removes something (reject). */
  color?: 'primary' | 'error';
  /** The submit waits for something outside the form's fields (a typed confirmation label). */
  disabled?: boolean;
}

/** The footer of a dialog that holds a form: Cancel, then the form's submit button. */
export function FormDialogActions({ onCancel, submitting, submitLabel, color, disabled }: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={submitting} color="inherit">
        {t('confirm.cancel')}
      </Button>
      <Button type="submit" variant="contained" color={color} loading={submitting} disabled={disabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
