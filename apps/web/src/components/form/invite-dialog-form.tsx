import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormDialogBody } from './form-dialog';
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
  form: { alert: string | null; formState: { isSubmitting: boolean } };
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
    <FormDialogBody
      titleId={props.titleId}
      title={props.title}
      description={props.description}
      form={props.form}
      onSubmit={props.onSubmit}
      onCancel={props.onClose}
      submitLabel={props.submitLabel}
    >
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
    </FormDialogBody>
  );
}
