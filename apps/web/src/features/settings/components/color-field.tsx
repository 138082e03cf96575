import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

interface ColorFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  error?: string;
  disabled?: boolean;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A `#rrggbb` colour: typed as text, or picked with the browser's colour picker beside it. */
export function ColorField<T extends FieldValues>({ control, name, label, error, disabled }: ColorFieldProps<T>) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box
              component="input"
              type="color"
              aria-label={t('settings.branding.pickColor', { name: label.toLowerCase() })}
              value={HEX.test(value) ? value.toLowerCase() : '#000000'}
              disabled={disabled}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                field.onChange(event.target.value);
              }}
              sx={{
                width: 56,
                height: 56,
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                cursor: 'pointer',
              }}
            />
            <TextField
              label={label}
              value={value}
              onChange={(event) => {
                field.onChange(event.target.value);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={Boolean(error)}
              helperText={error ? translate(error) : t('settings.branding.colorHint')}
              disabled={disabled}
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, maxLength: 7 } }}
            />
          </Stack>
        );
      }}
    />
  );
}
