import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useId, useState } from 'react';

interface SearchFieldProps {
  label: string;
  /** The committed value (e.g. from the URL). */
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field: what the search looks in. */
  hint?: string;
  delayMs?: number;
}

/**
 * A search box that reports its text once typing pauses (~300 ms), and follows outside changes (back button).
 * Built from the outlined field's parts: TextField would bring MUI's menu select (~15 kB) to every list page.
 */
export function SearchField({ label, value, onChange, hint, delayMs = 300 }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The value last seen from outside, and the text last reported and not yet echoed back.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    if (value === sent) setSent(null);
    // Anything but the echo of our own report changed outside the box (back button): show it.
    else setText(value);
  }

  useEffect(() => {
    if (text === value || text === sent) return;
    const timer = window.setTimeout(() => {
      setSent(text);
      onChange(text);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [text, value, sent, onChange, delayMs]);

  return (
    <FormControl size="small" sx={{ minWidth: { xs: '100%', sm: 280 } }}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
        autoComplete="off"
        aria-describedby={hint ? `${id}-hint` : undefined}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
      {hint ? <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText> : null}
    </FormControl>
  );
}
