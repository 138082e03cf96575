import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { priceOfPost } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { buyCreditsPath, useEmployerBalance } from '../../../api/credits/employer-balance';
import { useMoney } from '../../../hooks/use-money';
import { useCreditActions } from '../api/credit-actions';
import { ProductChoice } from './product-choice';

/** What the Payment step chose: the product, and whether a credit, a direct payment or (staff) nothing pays. */
export interface PaymentChoice {
  product: string | null;
  payWith: PayWith;
}
const PAY_WITH = ['credit', 'payment', 'none'] as const;
type PayWith = (typeof PAY_WITH)[number];
const payWithOf = (value: string): PayWith => PAY_WITH.find((option) => option === value) ?? 'credit';

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
 * The wizard's last step (decision 0043): the product, then a credit of the employer's balance, a
 * direct payment through the provider's checkout (decision 0057: the job is published when the
 * payment is confirmed) or, for staff who moderate, no payment.
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
  const money = useMoney();
  const chosen = products.data?.find((product) => product.uuid === choice.product);
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
            onChoice({ ...choice, payWith: payWithOf(event.target.value) });
          }}
        >
          <FormControlLabel value="credit" control={<Radio />} label={t('jobs.publish.withCredit')} />
          <FormControlLabel value="payment" control={<Radio />} label={t('jobs.publish.withPayment')} />
          {mayWaive ? (
            <FormControlLabel value="none" control={<Radio />} label={t('jobs.publish.withoutPayment')} />
          ) : null}
        </RadioGroup>
      </FormControl>
      {chosen ? (
        // The price the checkout charges, from the same function (decision 0068).
        <Typography>
          {t('jobs.publish.price', {
            name: chosen.name,
            amount: money(priceOfPost(chosen).total_minor, chosen.currency),
          })}
        </Typography>
      ) : null}
      {balance.data ? <Typography>{t('jobs.publish.balance', { count: balance.data.balance })}</Typography> : null}
      {choice.payWith === 'payment' ? (
        <Typography variant="body2" color="text.secondary">
          {t('jobs.publish.paymentHint')}
        </Typography>
      ) : null}
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
