import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCreditPricing } from '../../../components/credits/credit-pricing-api';
import { Suspense } from 'react';
import { onDemand } from '../../../components/on-demand/on-demand';
import { useCan, useSession } from '../../../lib/session-context';
import { LoadState } from './load-state';
import { ProductsSection } from './products-section';

// The price form brings the form kit and MUI's text field with its select (~30 kB): the products
// list above it is the tab's first sight and does not wait for that code.
const CreditPriceForm = onDemand(() => import('./credit-price-form').then((m) => m.CreditPriceForm));

/**
 * Products and pricing: the products jobs are posted as, then the credit's unit price, currency and
 * presets. Editable with `pricing.update`, read-only otherwise; discount tiers live on the credits page.
 */
export function PricingTab() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const canUpdate = useCan()('update', 'pricing');
  const creditsPage = `/${encodeURIComponent(selection?.account?.name ?? '')}/${encodeURIComponent(selection?.site?.name ?? '')}/credit-system`;
  return (
    <Stack spacing={5} sx={{ maxWidth: 1080 }}>
      {canUpdate ? null : <Alert severity="info">{t('settings.pricing.readOnly')}</Alert>}
      <LoadState query={useCreditPricing()} errorMessage={t('settings.pricing.loadError')}>
        {(pricing) => (
          <Stack spacing={5}>
            <ProductsSection canUpdate={canUpdate} currency={pricing.currency} />
            <Suspense fallback={null}>
              <CreditPriceForm pricing={pricing} canUpdate={canUpdate} />
            </Suspense>
            <Typography color="text.secondary">
              {t('settings.pricing.tiersElsewhere')}{' '}
              <Link component={RouterLink} to={creditsPage}>
                {t('settings.pricing.tiersLink')}
              </Link>
            </Typography>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
