import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

interface SearchFieldProps {
  label: string;
  /** The committed value (e.g. from the URL). */
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field: what the search looks in. */
  hint?: string;
  delayMs?: number;
}

/** A search box that reports its text once typing pauses (~300 ms), and follows outside changes (back button). */
export function SearchField({ label, value, onChange, hint, delayMs = 300 }: SearchFieldProps) {
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
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
      }}
      helperText={hint}
      size="small"
      autoComplete="off"
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
