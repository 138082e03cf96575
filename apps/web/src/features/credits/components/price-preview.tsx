import type { CreditPricingData } from '@portal/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { useMoney } from '../../../hooks/use-money';
import type { CreditPriceResult } from '../api/preview-purchase';

/** The total's row is set off by a rule above it (a <dl> may hold only its terms and values). */
const TOTAL = { borderTop: 1, borderColor: 'divider', pt: 1 } as const;

interface PricePreviewProps {
  price: CreditPriceResult | undefined;
  /** The figures are for an earlier quantity: a new price is on its way. */
  updating: boolean;
  tiers: CreditPricingData['tiers'];
  /** The quantity typed cannot be bought: the summary says so instead of pricing another one. */
  invalid?: boolean;
}

/** Spec §3's figures as the server priced them: cost per credit, quantity, price, subtotal, discount, total. */
export function PricePreview({ price, updating, tiers, invalid = false }: PricePreviewProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = useMoney();
  const id = useId();
  const next = price
    ? [...tiers].sort((a, b) => a.min_quantity - b.min_quantity).find((tier) => tier.min_quantity > price.quantity)
    : undefined;
  const rows = price
    ? [
        {
          key: 'costPerCredit',
          label: t('credits.buy.costPerCredit'),
          value: money(price.cost_per_credit_minor, price.currency),
        },
        { key: 'quantity', label: t('credits.buy.quantityLabel'), value: format.number(price.quantity) },
        { key: 'price', label: t('credits.buy.price'), value: money(price.unit_price_minor, price.currency) },
        { key: 'subtotal', label: t('credits.buy.subtotal'), value: money(price.subtotal_minor, price.currency) },
        {
          key: 'discount',
          label: price.percent_off
            ? t('credits.buy.discountPercent', { percent: format.number(price.percent_off) })
            : t('credits.buy.discount'),
          // A discount is shown as money taken off (−€62.50); none as plain zero.
          value: money(price.discount_minor ? -price.discount_minor : 0, price.currency),
        },
      ]
    : [];

  return (
    <Box component="section" aria-labelledby={id} aria-busy={updating} sx={{ position: 'relative' }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('credits.buy.summary')}
      </Typography>
      {updating ? <LinearProgress aria-label={t('credits.buy.updating')} sx={{ mb: 1 }} /> : null}
      {price ? (
        <Stack spacing={1} sx={{ opacity: updating ? 0.6 : 1 }}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, rowGap: 1, m: 0 }}>
            {rows.map((row) => (
              <Fragment key={row.key}>
                <Typography component="dt" color="text.secondary">
                  {row.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, textAlign: 'end' }} data-testid={`preview-${row.key}`}>
                  {row.value}
                </Typography>
              </Fragment>
            ))}
            <Typography component="dt" sx={{ ...TOTAL, fontWeight: 700 }}>
              {t('credits.buy.total')}
            </Typography>
            <Typography
              component="dd"
              sx={{ ...TOTAL, m: 0, textAlign: 'end', fontWeight: 700 }}
              data-testid="preview-total"
            >
              {money(price.total_minor, price.currency)}
            </Typography>
          </Box>
          {next ? (
            <Typography variant="body2" color="text.secondary" role="note">
              {t('credits.buy.nextTier', {
                count: next.min_quantity,
                percent: format.number(next.percent_off),
              })}
            </Typography>
          ) : null}
        </Stack>
      ) : updating ? null : (
        <Stack spacing={1}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 3, m: 0 }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {t('credits.buy.total')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 700 }} data-testid="preview-total">
              —
            </Typography>
          </Box>
          {invalid ? (
            <Typography variant="body2" color="text.secondary" role="note">
              {t('credits.buy.noPrice')}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
