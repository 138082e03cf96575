import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormAlert } from './form-alert';
import { FormDialogActions } from './form-dialog-actions';
import { FormTextField } from './form-text-field';

interface InviteDialogFormProps<T extends FieldValues> {
  titleId: string;
  title: string;
  description: string;
  submitLabel: string;
  /** The person's fields: an address (required) and a name, bound to the form's `email` and `name`. */
  register: UseFormRegister<T>;
  labels: { email: string; name: string };
  errors: { email?: string; name?: string };
  alert: string | null;
  submitting: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** What the person is invited as (a role, and where), under their address and name. */
  children: ReactNode;
}

/**
 * The body of an invitation dialog (employer users, account users): title, what happens, the form's
 * alert, the invitee's address and name, the role fields, Cancel and the send button.
 */
export function InviteDialogForm<T extends FieldValues>(props: InviteDialogFormProps<T>) {
  const { register, labels, errors } = props;
  return (
    <form noValidate onSubmit={props.onSubmit} style={{ display: 'contents' }}>
      <DialogTitle id={props.titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{props.description}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert message={props.alert} />
          <FormTextField
            register={register}
            name={'email' as Path<T>}
            type="email"
            label={labels.email}
            required
            autoFocus
            autoComplete="off"
            error={errors.email}
          />
          <FormTextField
            register={register}
            name={'name' as Path<T>}
            label={labels.name}
            autoComplete="off"
            error={errors.name}
          />
          {props.children}
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={props.onClose} submitting={props.submitting} submitLabel={props.submitLabel} />
    </form>
  );
}
