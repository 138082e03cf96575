import Typography from '@mui/material/Typography';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextInput } from './text-input';

interface NewPasswordFieldsProps<T extends FieldValues> {
  /** The form's `password` and `password_confirmation` fields (the contract checks that they match). */
  register: UseFormRegister<T>;
  errors: { password?: string; confirmation?: string };
  labels: { password: string; confirmation: string };
  /** What a password must hold, between the two fields. */
  hint?: string;
}

/** A new password and its confirmation (reset, accepting an invitation, the profile), as password managers expect. */
export function NewPasswordFields<T extends FieldValues>({
  register,
  errors,
  labels,
  hint,
}: NewPasswordFieldsProps<T>) {
  return (
    <>
      <TextInput
        register={register}
        name={'password' as Path<T>}
        type="password"
        label={labels.password}
        autoComplete="new-password"
        error={errors.password}
      />
      {hint ? (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
      <TextInput
        register={register}
        name={'password_confirmation' as Path<T>}
        type="password"
        label={labels.confirmation}
        autoComplete="new-password"
        error={errors.confirmation}
      />
    </>
  );
}
