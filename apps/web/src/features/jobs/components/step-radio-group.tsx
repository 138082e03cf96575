import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';

interface StepRadioGroupProps<V extends string> {
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  /** Already in the user's language. */
  error?: string;
}

/** A labelled radio group of a step (where to apply, where the questions stand), its error under it. */
export function StepRadioGroup<V extends string>({ label, value, options, onChange, error }: StepRadioGroupProps<V>) {
  const id = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value ?? ''}
        onChange={(_event, next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
