import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslateMessage } from '../../hooks/use-translate-message';

interface TextInputProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  /** The field's error message (contract text, translated here). */
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  readOnly?: boolean;
}

/**
 * A labelled outlined text field bound to react-hook-form, with its error under it.
 * Built from the input parts rather than TextField, which drags Select and Modal into the bundle.
 */
export function TextInput<T extends FieldValues>({
  name,
  label,
  register,
  error,
  type = 'text',
  autoComplete,
  readOnly,
}: TextInputProps<T>) {
  const id = useId();
  const translate = useTranslateMessage();
  const { ref, ...field } = register(name);
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...field}
        id={id}
        inputRef={ref}
        type={type}
        label={label}
        autoComplete={autoComplete}
        readOnly={readOnly}
        // An address reads left to right in every language (decision 0028).
        slotProps={{
          input: { 'aria-describedby': error ? helperId : undefined, dir: type === 'email' ? 'ltr' : undefined },
        }}
      />
      {error ? <FormHelperText id={helperId}>{translate(error)}</FormHelperText> : null}
    </FormControl>
  );
}
