import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A native select (fully keyboard and screen-reader friendly) with an "All" choice. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  // A value the options no longer hold (e.g. from an old link) stays visible and selectable.
  const shown =
    value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      size="small"
      sx={{ minWidth: 160 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('list.all')}</option>
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
