import { priceCredits, type CreditPricingData } from '@portal/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { useMoney } from '../../../hooks/use-money';

/** The site's tiers by minimum quantity, with the price of one credit in each (the shared pricing rule). */
export function DiscountTiersTable({ pricing }: { pricing: CreditPricingData }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = useMoney();
  const rule = { unitPriceMinor: pricing.unit_price_minor, currency: pricing.currency, tiers: pricing.tiers };
  const tiers = [...pricing.tiers].sort((a, b) => a.min_quantity - b.min_quantity);
  if (tiers.length === 0) return <Typography color="text.secondary">{t('credits.tiers.none')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('credits.tiers.gridLabel')} sx={{ maxWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('credits.tiers.from')}</TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('credits.tiers.percent')}
            </TableCell>
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('credits.tiers.costPerCredit')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tiers.map((tier) => (
            <TableRow key={tier.min_quantity}>
              <TableCell>{t('credits.tiers.fromCredits', { count: format.number(tier.min_quantity) })}</TableCell>
              <TableCell align="right">
                {t('credits.tiers.percentValue', { percent: format.number(tier.percent_off) })}
              </TableCell>
              <TableCell align="right">
                {money(priceCredits(rule, tier.min_quantity).cost_per_credit_minor, pricing.currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
