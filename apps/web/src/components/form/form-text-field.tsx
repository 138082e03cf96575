import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { NUMBER_INPUT } from '../../lib/form-values';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormTextFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  /** The field's error message (contract text, translated here). */
  error?: string;
  /** A hint shown under the field while it has no error. */
  hint?: ReactNode;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  /** Renders a native select with these options (keyboard and screen-reader friendly). */
  options?: readonly SelectOption[];
  disabled?: boolean;
  autoFocus?: boolean;
  /** A whole number: typed digits become a number (empty is missing), with the browser's number input. */
  numeric?: boolean;
  /** Turns the input's text into the form's value (a select of numbers where '' means none). */
  setValueAs?: (value: string) => unknown;
}

/** Kinds of text typed left to right in every language: a phone number's digits would otherwise be laid out backwards. */
const LTR_TYPES = new Set(['email', 'url', 'tel']);

/**
 * A labelled MUI text field (or native select) bound to react-hook-form, with its error under it.
 * Phone, e-mail and web address fields read left to right, also in an Arabic form (decision 0028).
 */
export function FormTextField<T extends FieldValues>({
  name,
  label,
  register,
  error,
  hint,
  type = 'text',
  autoComplete,
  required,
  multiline,
  options,
  disabled,
  autoFocus,
  numeric,
  setValueAs,
}: FormTextFieldProps<T>) {
  const translate = useTranslateMessage();
  const { ref, ...field } = register(name, numeric ? NUMBER_INPUT : setValueAs ? { setValueAs } : undefined);
  const helperText = error ? translate(error) : hint;
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={label}
      type={options ? undefined : numeric ? 'number' : type}
      autoComplete={autoComplete}
      required={required}
      error={Boolean(error)}
      helperText={helperText}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
      select={Boolean(options)}
      slotProps={
        options
          ? { select: { native: true }, inputLabel: { shrink: true } }
          : LTR_TYPES.has(type) && !numeric
            ? { htmlInput: { dir: 'ltr' } }
            : undefined
      }
      // Typed text keeps its own direction ("20 Market Street" in an Arabic form, not "Market Street 20"),
      // still aligned to the form's side ("left" is flipped in right-to-left).
      sx={options ? undefined : { '& .MuiInputBase-input': { unicodeBidi: 'plaintext', textAlign: 'left' } }}
    >
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
