import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface FilterDateProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Bounds of a range: the other end's value. */
  min?: string;
  max?: string;
}

/** A native date input (the browser's own picker, keyboard friendly) for a date-range filter. */
export function FilterDate({ label, value, onChange, min, max }: FilterDateProps) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        slotProps={{ input: { min: min || undefined, max: max || undefined } }}
      />
    </FormControl>
  );
}
