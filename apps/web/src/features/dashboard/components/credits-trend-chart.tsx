import type { CreditsDay } from '@portal/contract';
import Link from '@mui/material/Link';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../../hooks/use-formatters';
import { useListLink } from '../hooks/use-list-link';
import { ChartCard } from './chart-card';
import { useChartColors, useChartRtl } from './chart-colors';
import { TrendTable } from './trend-table';

/** Credits sold per day over the last 30 days, opening the credit system (its ledger and purchases). */
export function CreditsTrendChart({ days }: { days: readonly CreditsDay[] }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const colorOf = useChartColors();
  const rtl = useChartRtl();
  const list = useListLink('credit-system', 'read', 'credits');
  const total = days.reduce((sum, d) => sum + d.credits, 0);
  const title = t('dashboard.charts.creditsByDay');
  return (
    <ChartCard
      title={title}
      summary={t('dashboard.charts.creditsSummary', { total: total.toLocaleString(i18n.language) })}
      chart={
        // No sale in 30 days: the summary says so, rather than an empty axis.
        total === 0 ? null : (
          <BarChart
            height={220}
            hideLegend
            xAxis={[{ scaleType: 'band', data: days.map((d) => format.day(d.day)), reverse: rtl }]}
            yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1 }]}
            series={[{ label: t('dashboard.creditSales.sold'), color: colorOf(2), data: days.map((d) => d.credits) }]}
          />
        )
      }
    >
      <TrendTable
        caption={title}
        columns={[{ key: 'credits', label: t('dashboard.creditSales.sold') }]}
        rows={days.map((d) => ({ day: d.day, values: { credits: d.credits } }))}
      />
      {list ? (
        <Link component={RouterLink} to={list}>
          {t('dashboard.charts.openCredits')}
        </Link>
      ) : null}
    </ChartCard>
  );
}
