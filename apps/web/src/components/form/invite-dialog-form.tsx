import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import type { FieldBinding } from '../../hooks/use-contract-form';
import { FormDialogBody } from './form-dialog';
import { FormTextField } from './form-text-field';

interface InviteDialogFormProps<T extends FieldValues> {
  titleId: string;
  title: string;
  description: string;
  submitLabel: string;
  /** The form; the person's fields are its `email` (required) and `name`. */
  form: {
    alert: string | null;
    formState: { isSubmitting: boolean };
    field: (name: Path<T>) => FieldBinding<T>;
  };
  labels: { email: string; name: string };
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
  const { form, labels } = props;
  return (
    <FormDialogBody
      titleId={props.titleId}
      title={props.title}
      description={props.description}
      form={form}
      onSubmit={props.onSubmit}
      onCancel={props.onClose}
      submitLabel={props.submitLabel}
    >
      <FormTextField
        {...form.field('email' as Path<T>)}
        type="email"
        label={labels.email}
        required
        autoFocus
        autoComplete="off"
      />
      <FormTextField {...form.field('name' as Path<T>)} label={labels.name} autoComplete="off" />
      {props.children}
    </FormDialogBody>
  );
}
