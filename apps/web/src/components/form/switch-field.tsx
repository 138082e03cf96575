import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** An on/off field of the form. */
  name: Path<T>;
  label: string;
  disabled?: boolean;
}

/** An on/off field of a contract form, as a switch named by its label (a product's "active", approvals). */
export function SwitchField<T extends FieldValues>({ control, name, label, disabled }: SwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => {
                field.onChange(event.target.checked);
              }}
              onBlur={field.onBlur}
              disabled={disabled}
            />
          }
        />
      )}
    />
  );
}
