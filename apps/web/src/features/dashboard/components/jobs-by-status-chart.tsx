import { JOB_STATUSES, type JobStatus } from '@portal/contract';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListLink } from '../hooks/use-list-link';
import { ChartCard } from './chart-card';
import { useChartColors, useChartRtl } from './chart-colors';
import { FigureLinks } from './figure-links';

/** Every job of the site by status: one bar each, opening the jobs list filtered to that status. */
export function JobsByStatusChart({ counts }: { counts: Partial<Record<JobStatus, number>> }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const colorOf = useChartColors();
  const rtl = useChartRtl();
  const list = useListLink('jobs', 'read', 'jobs');
  const figures = JOB_STATUSES.map((status, index) => ({
    key: status,
    label: t(`jobs.status.${status}`),
    value: counts[status] ?? 0,
    color: colorOf(index),
    to: list && `${list}?filter.status=${status}`,
  }));
  const total = figures.reduce((sum, figure) => sum + figure.value, 0);
  return (
    <ChartCard
      title={t('dashboard.charts.jobsByStatus')}
      summary={t('dashboard.charts.jobsSummary', { total: total.toLocaleString(i18n.language) })}
      chart={
        <BarChart
          height={240}
          layout="horizontal"
          hideLegend
          xAxis={[{ reverse: rtl, tickMinStep: 1 }]}
          yAxis={[
            {
              position: rtl ? 'right' : 'left',
              scaleType: 'band',
              data: figures.map((f) => f.label),
              width: 96,
              colorMap: { type: 'ordinal', values: figures.map((f) => f.label), colors: figures.map((f) => f.color) },
            },
          ]}
          series={[{ data: figures.map((f) => f.value), label: t('dashboard.charts.jobs') }]}
          onItemClick={(_event, item) => {
            const to = figures[item.dataIndex]?.to;
            if (to) void navigate(to);
          }}
        />
      }
    >
      <FigureLinks figures={figures} />
    </ChartCard>
  );
}
