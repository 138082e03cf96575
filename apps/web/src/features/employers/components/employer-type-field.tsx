import { EMPLOYER_TYPES, type CreateEmployer, type CreateEmployerInput } from '@portal/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useEmployerTypes } from '../api/get-employer-types';
import { useEmployerLabels } from '../hooks/use-employer-labels';

/** Business or household, as radio buttons (arrow keys move between them). */
export function EmployerTypeField({
  control,
  error,
}: {
  control: Control<CreateEmployerInput, unknown, CreateEmployer>;
  error?: string;
}) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const labels = useEmployerLabels();
  const types = useEmployerTypes();
  const id = useId();
  const values = types.data?.map((type) => type.value) ?? [...EMPLOYER_TYPES];
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <FormControl error={Boolean(error)} required>
          <FormLabel id={`${id}-label`}>{t('employers.fields.type')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
            }}
            onBlur={field.onBlur}
          >
            {values.map((value, index) => (
              <FormControlLabel
                key={value}
                value={value}
                label={labels.type(value)}
                control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
              />
            ))}
          </RadioGroup>
          {error ? <FormHelperText id={`${id}-error`}>{translate(error)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
