import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface ApplicationsByStatusProps {
  counts: Partial<Record<ApplicationStatus, number>>;
  /** The applications list, to open one status's applications; none when the viewer may not list them. */
  listPath: string | null;
}

/**
 * Applications of the last 30 days by their current status (decision 0047): one row per status
 * that has any, its count and a bar in proportion to the largest, each opening that status's list.
 */
export function ApplicationsByStatus({ counts, listPath }: ApplicationsByStatusProps) {
  const { t, i18n } = useTranslation();
  const rows = APPLICATION_STATUSES.map((status) => ({ status, n: counts[status] ?? 0 })).filter((row) => row.n > 0);
  const most = Math.max(1, ...rows.map((row) => row.n));
  return (
    <Card component="section" aria-labelledby="applications-by-status">
      <CardContent>
        <Typography id="applications-by-status" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('dashboard.applicationsByStatus.title')}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('dashboard.applicationsByStatus.none')}</Typography>
        ) : (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}>
            {rows.map(({ status, n }) => {
              const label = t(`applications.status.${status}`);
              return (
                <Box key={status} sx={{ display: 'contents' }}>
                  <Typography component="dt">
                    {listPath ? (
                      <Link component={RouterLink} to={`${listPath}?filter.status=${status}`}>
                        {label}
                      </Link>
                    ) : (
                      label
                    )}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      aria-hidden
                      sx={{ height: 12, borderRadius: 1, bgcolor: 'primary.main', width: `${(n / most) * 80}%` }}
                    />
                    <Typography component="span">{n.toLocaleString(i18n.language)}</Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
