import { CREDIT_QUANTITY } from '@portal/contract';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

interface QuantityPickerProps {
  /** The quantity as typed. */
  value: string;
  onChange: (value: string) => void;
  presets: readonly number[];
  /** A contract message when the typed quantity cannot be bought. */
  error?: string;
}

/** Preset amounts (pressed when they match) and a free quantity field. */
export function QuantityPicker({ value, onChange, presets, error }: QuantityPickerProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const format = useFormatters();
  const id = useId();
  return (
    <Stack spacing={2}>
      {presets.length ? (
        <div>
          <Typography id={`${id}-presets`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {t('credits.buy.presets')}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            role="group"
            aria-labelledby={`${id}-presets`}
          >
            {presets.map((preset) => {
              const pressed = value.trim() === String(preset);
              return (
                <Button
                  key={preset}
                  variant={pressed ? 'contained' : 'outlined'}
                  aria-pressed={pressed}
                  onClick={() => {
                    onChange(String(preset));
                  }}
                  sx={{ minWidth: 64 }}
                >
                  {format.number(preset)}
                </Button>
              );
            })}
          </Stack>
        </div>
      ) : null}
      <FormControl error={Boolean(error)} sx={{ maxWidth: 240 }}>
        <InputLabel htmlFor={id}>{t('credits.buy.quantity')}</InputLabel>
        <OutlinedInput
          id={id}
          type="number"
          label={t('credits.buy.quantity')}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          slotProps={{
            input: {
              min: CREDIT_QUANTITY.min,
              max: CREDIT_QUANTITY.max,
              step: 1,
              inputMode: 'numeric',
              'aria-describedby': `${id}-hint`,
            },
          }}
        />
        <FormHelperText id={`${id}-hint`}>
          {error
            ? translate(error)
            : t('credits.buy.quantityHint', {
                min: format.number(CREDIT_QUANTITY.min),
                max: format.number(CREDIT_QUANTITY.max),
              })}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
