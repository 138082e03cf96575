import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface TargetSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Why the form was refused (nothing chosen). */
  error: string | null;
  hint: string | null;
  onChange: (value: string) => void;
}

/** Where a change moves to: a native select (keyboard and screen-reader friendly) starting on "Choose one". */
export function TargetSelect({ label, value, options, error, hint, onChange }: TargetSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const help = error ?? hint;
  return (
    <FormControl fullWidth required error={error !== null}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        autoFocus
        onChange={(event) => {
          onChange(event.target.value);
        }}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': help ? `${id}-help` : undefined }}
      >
        <option value="" disabled>
          {t('applications.change.choose')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {help ? <FormHelperText id={`${id}-help`}>{help}</FormHelperText> : null}
    </FormControl>
  );
}
