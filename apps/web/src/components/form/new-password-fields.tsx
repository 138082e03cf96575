import Typography from '@mui/material/Typography';
import type { FieldValues, Path } from 'react-hook-form';
import type { FieldBinding } from '../../hooks/use-contract-form';
import { TextInput } from './text-input';

interface NewPasswordFieldsProps<T extends FieldValues> {
  /** The form of the `password` and `password_confirmation` fields (the contract checks that they match). */
  form: { field: (name: Path<T>) => FieldBinding<T> };
  labels: { password: string; confirmation: string };
  /** What a password must hold, between the two fields. */
  hint?: string;
}

/** A new password and its confirmation (reset, accepting an invitation, the profile), as password managers expect. */
export function NewPasswordFields<T extends FieldValues>({ form, labels, hint }: NewPasswordFieldsProps<T>) {
  return (
    <>
      <TextInput
        {...form.field('password' as Path<T>)}
        type="password"
        label={labels.password}
        autoComplete="new-password"
      />
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      <TextInput
        {...form.field('password_confirmation' as Path<T>)}
        type="password"
        label={labels.confirmation}
        autoComplete="new-password"
      />
    </>
  );
}
