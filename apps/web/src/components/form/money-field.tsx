import { currencyDecimals } from '@portal/contract';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslateMessage } from '../../hooks/use-translate-message';

interface MoneyFieldProps {
  label: string;
  /** The amount in minor units (2500 for 25.00 EUR); null (or undefined at first) when empty. */
  value: number | null | undefined;
  /** Null for an empty field: react-hook-form would read undefined as "back to the default". */
  onChange: (amountMinor: number | null) => void;
  onBlur?: () => void;
  currency: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
}

/** The major-unit text for an amount in minor units (2500 EUR → "25.00"). */
export function toMajorText(amountMinor: number | null | undefined, currency: string): string {
  if (amountMinor === undefined || amountMinor === null || !Number.isFinite(amountMinor)) return '';
  return (amountMinor / 10 ** currencyDecimals(currency)).toFixed(currencyDecimals(currency));
}

/**
 * Typed major units as minor units: "25", "25.5" and "25,50" give 2500 and 2550 for EUR; anything
 * else is NaN (the schema says "This value is invalid."), and an empty field null ("required").
 */
export function toMinor(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d*)?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 10 ** currencyDecimals(currency));
}

/** An amount of money typed in major units (25.00) and held in minor units (2500), as the API keeps it. */
export function MoneyField({
  label,
  value,
  onChange,
  onBlur,
  currency,
  error,
  hint,
  disabled,
  required,
}: MoneyFieldProps) {
  const translate = useTranslateMessage();
  const [text, setText] = useState(() => toMajorText(value, currency));
  // A value set from outside (a reset after saving) replaces the text; one typed here does not.
  const [held, setHeld] = useState(value);
  if (!Object.is(value, held)) {
    setHeld(value);
    if (!Object.is(toMinor(text, currency), value ?? null)) setText(toMajorText(value, currency));
  }
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = toMinor(event.target.value, currency);
        setHeld(next);
        onChange(next);
      }}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      error={Boolean(error)}
      helperText={error ? translate(error) : hint}
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        input: { endAdornment: <InputAdornment position="end">{currency}</InputAdornment> },
      }}
    />
  );
}
