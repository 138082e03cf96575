import { CREDIT_QUANTITY, MESSAGES } from '@portal/contract';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCreditPricing } from '../../../components/credits/credit-pricing-api';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { FormAlert } from '../../../components/form/form-alert';
import { ListLoadError } from '../../../components/list/list-load-error';
import { PageHeader } from '../../../components/page/page-header';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useFormatters } from '../../../hooks/use-formatters';
import { isApiError } from '../../../lib/api-client';
import { useBalance } from '../api/get-balance';
import { usePurchasePreview } from '../api/preview-purchase';
import { EmployerScope } from '../components/employer-scope';
import { PaymentsNotice } from '../components/payments-notice';
import { PricePreview } from '../components/price-preview';
import { QuantityPicker } from '../components/quantity-picker';
import { useCheckout } from '../hooks/use-checkout';
import { useCreditEmployer } from '../hooks/use-credit-employer';
import { useCreditPaths } from '../hooks/use-credit-paths';

/** A whole number of credits one purchase may buy, or null. */
function quantityOf(text: string): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const quantity = Number(text.trim());
  return quantity >= CREDIT_QUANTITY.min && quantity <= CREDIT_QUANTITY.max ? quantity : null;
}

/**
 * /:account/:site/credit-system/create (spec §2 "buy credits"): presets or a free quantity, the
 * server's price as it changes, then the provider's checkout.
 */
export function BuyCreditsRoute() {
  const { t } = useTranslation();
  const format = useFormatters();
  const employer = useCreditEmployer();
  const paths = useCreditPaths();
  const pricing = useCreditPricing();
  const balance = useBalance(employer.employerId);
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(pricing.data?.presets[0] ?? '');
  const quantity = quantityOf(text);
  const settled = useDebouncedValue(quantity, 300);
  const preview = usePurchasePreview(settled);
  const checkout = useCheckout();
  const foreign = isApiError(balance.error) && (balance.error.status === 403 || balance.error.status === 404);
  const current = balance.data && employer.employerId !== null ? balance.data : undefined;
  const quantityError = text.trim() && quantity === null ? MESSAGES.invalid : checkout.error?.quantity;
  const updating = quantity !== null && (settled !== quantity || preview.isFetching);
  // Figures only for the quantity in the field: while its price is on its way the last ones stay, dimmed;
  // next to an invalid quantity, or after a failed price, none (the summary says what to enter).
  const price = quantity !== null && (preview.data?.quantity === quantity || updating) ? preview.data : undefined;
  // No payment provider on this deployment (decision 0021): the price still shows, paying does not.
  const payments = pricing.data?.payments;
  const available = payments?.available !== false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (quantity !== null && current && available) checkout.pay(quantity);
  };

  if (pricing.isPending) return <PageSpinner fullScreen={false} />;
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('credits.buy.title')}
        subtitle={current ? <bdi>{t('credits.buy.for', { name: current.employer.name })}</bdi> : undefined}
        actions={
          <Button component={RouterLink} to={paths.list} startIcon={<ArrowBackIcon />}>
            {t('credits.buy.back')}
          </Button>
        }
      />
      {pricing.isError ? (
        <ListLoadError
          message={t('credits.buy.previewError')}
          error={pricing.error}
          retry={() => void pricing.refetch()}
        />
      ) : (
        <>
          <PaymentsNotice payments={payments} />
          {/* The price shows before an employer is chosen; paying needs one. */}
          <EmployerScope employer={employer} balance={current} failed={foreign}>
            {balance.isError && !foreign ? (
              <ListLoadError
                message={t('credits.balance.loadError')}
                error={balance.error}
                retry={() => void balance.refetch()}
              />
            ) : null}
          </EmployerScope>
          <Grid container spacing={3} component="form" noValidate onSubmit={submit}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={2}>
                {current ? (
                  <Typography color="text.secondary">
                    {t('credits.buy.currentBalance', { balance: format.number(current.balance) })}
                  </Typography>
                ) : null}
                <QuantityPicker
                  value={text}
                  onChange={setTyped}
                  presets={pricing.data?.presets ?? []}
                  error={quantityError}
                />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Card variant="outlined">
                <CardContent>
                  <Stack spacing={2}>
                    {quantity !== null && preview.isError ? (
                      <Alert severity="error">{t('credits.buy.previewError')}</Alert>
                    ) : null}
                    <PricePreview
                      price={price}
                      updating={updating}
                      tiers={pricing.data?.tiers ?? []}
                      invalid={quantity === null}
                    />
                    <FormAlert message={checkout.error && !checkout.error.quantity ? checkout.error.message : null} />
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      startIcon={<LockOutlinedIcon />}
                      disabled={quantity === null || !current || !available}
                      loading={checkout.busy}
                      loadingPosition="start"
                    >
                      {t('credits.buy.continue')}
                    </Button>
                    {checkout.busy ? (
                      <Typography variant="body2" color="text.secondary" role="status">
                        {t('credits.buy.redirecting')}
                      </Typography>
                    ) : null}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          </Grid>
        </>
      )}
    </Stack>
  );
}
