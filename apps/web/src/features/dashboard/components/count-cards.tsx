import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

function humanize(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface CountCardsProps {
  counts: Record<string, number>;
  /** Pages that list what a count counts (e.g. employers on hold → the approval queue). */
  links?: Partial<Record<string, string>>;
}

/** One card per count the API reports; unknown keys get a readable label. */
export function CountCards({ counts, links = {} }: CountCardsProps) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => {
    const translationKey = `dashboard.counts.${key}`;
    return i18n.exists(translationKey) ? t(translationKey) : humanize(key);
  };
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {Object.entries(counts).map(([key, value]) => {
        const to = links[key];
        const content = (
          <CardContent>
            <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
              {value.toLocaleString(i18n.language)}
            </Typography>
            <Typography color="text.secondary">{label(key)}</Typography>
          </CardContent>
        );
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card sx={{ height: '100%' }}>
              {to ? (
                <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
