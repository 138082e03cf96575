import type { CreditSales } from '@portal/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { useMoney } from '../../../hooks/use-money';

/** The site's paid credit purchases: credits sold and the money they brought, for staff who read credits. */
export function CreditSalesCards({ sales }: { sales: CreditSales }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = useMoney();
  const id = useId();
  const figures = [
    { key: 'sold', value: format.number(sales.credits_sold), label: t('dashboard.creditSales.sold') },
    { key: 'revenue', value: money(sales.revenue_minor, sales.currency), label: t('dashboard.creditSales.revenue') },
    // Sandbox payments are shown apart, labelled as test money, never added to revenue (decision 0021).
    ...(sales.test_revenue_minor > 0
      ? [
          {
            key: 'test',
            value: money(sales.test_revenue_minor, sales.currency),
            label: t('dashboard.creditSales.testRevenue'),
          },
        ]
      : []),
  ];
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('dashboard.creditSales.title')}
      </Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {figures.map((figure) => (
          <Grid key={figure.key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
                  {figure.value}
                </Typography>
                <Typography color="text.secondary">{figure.label}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
