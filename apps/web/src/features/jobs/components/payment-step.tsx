import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { buyCreditsPath, useEmployerBalance } from '../../../api/credits/employer-balance';
import { useCreditActions } from '../api/credit-actions';
import { ProductChoice } from './product-choice';

/** What the Payment step chose: the product, and whether a credit pays or (staff) nothing does. */
export interface PaymentChoice {
  product: string | null;
  payWith: 'credit' | 'none';
}

interface PaymentStepProps {
  employerId: number | null;
  /** Staff who moderate jobs may publish without payment (decision 0038's `pay_with: none`). */
  mayWaive: boolean;
  choice: PaymentChoice;
  onChoice: (choice: PaymentChoice) => void;
  /** The last publish was refused for want of credits: offer the way to buy them. */
  shortOfCredits: boolean;
  productError: string | null;
}

/**
 * The wizard's last step (decision 0043): the product, then a credit of the employer's balance or,
 * for staff who moderate, no payment. Direct payment is not offered: the API does not take it yet.
 */
export function PaymentStep({
  employerId,
  mayWaive,
  choice,
  onChoice,
  shortOfCredits,
  productError,
}: PaymentStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const { account = '', site = '' } = useParams();
  const products = useCreditActions();
  const balance = useEmployerBalance(employerId);
  const base = `/${encodeURIComponent(account)}/${encodeURIComponent(site)}`;
  return (
    <Stack spacing={3}>
      {products.data ? (
        <ProductChoice
          products={products.data}
          value={choice.product}
          error={productError}
          onChange={(product) => {
            onChoice({ ...choice, product });
          }}
        />
      ) : null}
      <FormControl>
        <FormLabel id={`${id}-pay`}>{t('jobs.publish.payWith')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-pay`}
          value={choice.payWith}
          onChange={(event) => {
            onChoice({ ...choice, payWith: event.target.value === 'none' ? 'none' : 'credit' });
          }}
        >
          <FormControlLabel value="credit" control={<Radio />} label={t('jobs.publish.withCredit')} />
          {mayWaive ? (
            <FormControlLabel value="none" control={<Radio />} label={t('jobs.publish.withoutPayment')} />
          ) : null}
        </RadioGroup>
      </FormControl>
      {balance.data ? <Typography>{t('jobs.publish.balance', { count: balance.data.balance })}</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        {t('jobs.publish.directPaymentLater')}
      </Typography>
      {shortOfCredits ? (
        <Alert severity="warning">
          <Link component={RouterLink} to={buyCreditsPath(base, employerId, mayWaive)}>
            {t('jobs.publish.buyCredits')}
          </Link>
        </Alert>
      ) : null}
    </Stack>
  );
}
