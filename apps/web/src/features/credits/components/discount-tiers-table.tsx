import { priceCredits, type CreditPricingData } from '@portal/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../components/list/plain-table';
import { useFormatters } from '../../../hooks/use-formatters';
import { useMoney } from '../../../hooks/use-money';

// Narrow, with bold column names.
const TABLE_LOOK = { maxWidth: 640, '& thead th': { fontWeight: 600 } };

/** The site's tiers by minimum quantity, with the price of one credit in each (the shared pricing rule). */
export function DiscountTiersTable({ pricing }: { pricing: CreditPricingData }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = useMoney();
  const rule = { unitPriceMinor: pricing.unit_price_minor, currency: pricing.currency, tiers: pricing.tiers };
  const tiers = [...pricing.tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  if (tiers.length === 0) return <Typography color="text.secondary">{t('credits.tiers.none')}</Typography>;
  return (
    <PlainTable
      fields="credits.tiers"
      columns={['from', { id: 'percent', align: 'right' }, { id: 'costPerCredit', align: 'right' }]}
      label={t('credits.tiers.gridLabel')}
      sx={TABLE_LOOK}
    >
      {tiers.map((tier) => (
        <TableRow key={tier.min_quantity}>
          <TableCell>{t('credits.tiers.fromCredits', { count: tier.min_quantity })}</TableCell>
          <TableCell align="right">
            {t('credits.tiers.percentValue', { percent: format.number(tier.percent_off) })}
          </TableCell>
          <TableCell align="right">
            {money(priceCredits(rule, tier.min_quantity).cost_per_credit_minor, pricing.currency)}
          </TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}
