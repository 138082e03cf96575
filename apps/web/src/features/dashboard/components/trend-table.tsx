import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';

interface TrendTableProps {
  caption: string;
  columns: readonly { key: string; label: string }[];
  rows: readonly { day: string; values: Partial<Record<string, number>> }[];
}

/**
 * A trend chart's figures as a table, read by screen readers and hidden from view (the chart shows
 * them). The box around it is what is hidden: a table sizes itself to its cells whatever width it
 * is given, so a hidden table alone still widened a phone's page (decision 0066).
 */
export function TrendTable({ caption, columns, rows }: TrendTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div style={visuallyHidden as React.CSSProperties}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.charts.day')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <th scope="row">{format.day(row.day)}</th>
              {columns.map((column) => (
                <td key={column.key}>{format.number(row.values[column.key] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
