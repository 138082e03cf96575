import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface ChartCardProps {
  title: string;
  /** One sentence that says what the chart shows, for those who cannot see it. */
  summary: string;
  chart: ReactNode;
  /** The figures as text (a list of links, a table): the chart's text alternative and its keyboard route. */
  children?: ReactNode;
}

/**
 * A titled region around a chart: the drawing is an image named by its summary; the figures
 * follow as text, so a screen reader or a keyboard reaches every value and every filtered list. With
 * nothing to draw, the summary is shown instead.
 */
export function ChartCard({ title, summary, chart, children }: ChartCardProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {chart ? (
          <div role="img" aria-label={summary}>
            {chart}
          </div>
        ) : (
          // Nothing to draw (no figure above zero): the summary says so, as text.
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {summary}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
