import { APPLICATION_STATUSES, type ApplicationsDay, type ApplicationStatus } from '@portal/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatters } from '../../../hooks/use-formatters';
import { useListLink } from '../hooks/use-list-link';
import { ChartCard } from './chart-card';
import { useChartColors, useChartRtl } from './chart-colors';
import { FigureLinks } from './figure-links';
import { TrendTable } from './trend-table';

interface ApplicationsTrendChartProps {
  days: readonly ApplicationsDay[];
  totals: Partial<Record<ApplicationStatus, number>>;
}

/**
 * Applications of the last 30 days per day, stacked by current status. A bar opens that day's
 * applications of that status; the legend opens each status over the 30 days; the figures are
 * also a table for screen readers.
 */
export function ApplicationsTrendChart({ days, totals }: ApplicationsTrendChartProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const colorOf = useChartColors();
  const rtl = useChartRtl();
  const list = useListLink('applications', 'read', 'applications');
  const [first, last] = [days[0]?.day, days.at(-1)?.day];
  const linkTo = (status: ApplicationStatus, from?: string, to?: string) =>
    list &&
    `${list}?filter.status=${status}${from ? `&filter.applied_from=${from}` : ''}${to ? `&filter.applied_to=${to}` : ''}`;
  // Only the statuses that have applications in the window: ten empty series would crowd the legend.
  const statuses = APPLICATION_STATUSES.map((status, index) => ({ status, color: colorOf(index) })).filter(
    ({ status }) => (totals[status] ?? 0) > 0,
  );
  const total = statuses.reduce((sum, { status }) => sum + (totals[status] ?? 0), 0);
  const label = (status: ApplicationStatus) => t(`applications.status.${status}`);
  return (
    <ChartCard
      title={t('dashboard.applicationsByStatus.title')}
      summary={t('dashboard.charts.applicationsSummary', { total: total.toLocaleString(i18n.language) })}
      chart={
        total === 0 ? null : (
          <BarChart
            height={280}
            hideLegend
            xAxis={[{ scaleType: 'band', data: days.map((d) => format.day(d.day)), reverse: rtl }]}
            yAxis={[{ position: rtl ? 'right' : 'left', tickMinStep: 1 }]}
            series={statuses.map(({ status, color }) => ({
              id: status,
              label: label(status),
              color,
              stack: 'status',
              data: days.map((d) => d.counts[status] ?? 0),
            }))}
            onItemClick={(_event, item) => {
              const day = days[item.dataIndex]?.day;
              const to = day && linkTo(item.seriesId as ApplicationStatus, day, day);
              if (to) void navigate(to);
            }}
          />
        )
      }
    >
      {total === 0 ? (
        <p>{t('dashboard.applicationsByStatus.none')}</p>
      ) : (
        <>
          <FigureLinks
            figures={statuses.map(({ status, color }) => ({
              key: status,
              label: label(status),
              value: totals[status] ?? 0,
              color,
              to: linkTo(status, first, last),
            }))}
          />
          <TrendTable
            caption={t('dashboard.applicationsByStatus.title')}
            columns={statuses.map(({ status }) => ({ key: status, label: label(status) }))}
            rows={days.map((d) => ({ day: d.day, values: d.counts }))}
          />
        </>
      )}
    </ChartCard>
  );
}
