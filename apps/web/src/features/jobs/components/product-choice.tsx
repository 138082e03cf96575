import type { CreditAction } from '@portal/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ProductChoiceProps {
  products: readonly CreditAction[];
  value: string | null;
  onChange: (uuid: string) => void;
  error?: string | null;
}

/** The site's active products a job is posted as: name, credits, advert duration (required). */
export function ProductChoice({ products, value, onChange, error }: ProductChoiceProps) {
  const { t } = useTranslation();
  const id = useId();
  if (products.length === 0) return <Typography>{t('jobs.publish.noProducts')}</Typography>;
  return (
    <FormControl required error={Boolean(error)}>
      <FormLabel id={`${id}-label`}>{t('jobs.publish.product')}</FormLabel>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value ?? ''}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {products.map((product) => (
          <FormControlLabel
            key={product.uuid}
            value={product.uuid}
            control={<Radio />}
            label={t('jobs.publish.productLabel', {
              name: product.name,
              count: product.credits,
              days: product.duration_days,
            })}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
