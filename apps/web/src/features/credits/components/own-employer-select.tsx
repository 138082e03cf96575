import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { EmployerRef } from '@portal/contract';

/** A member of several of the site's employers picks whose credits they see. */
export function OwnEmployerSelect({
  label,
  mine,
  value,
  onChange,
}: {
  label: string;
  mine: readonly EmployerRef[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        onChange(event.target.value === '' ? null : Number(event.target.value));
      }}
      sx={{ width: '100%', maxWidth: 440 }}
    >
      {mine.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
