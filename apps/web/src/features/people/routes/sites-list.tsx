import type { AccountSite } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { PageHeader } from '../../../components/page/page-header';
import { useFormatters } from '../../../hooks/use-formatters';
import { useSession } from '../../../lib/session-context';
import { useAccountSites } from '../api/account-sites';

/** A site's row: its name opens its dashboard (the path selects the site, spec §2). */
function SiteRow({ site, account }: { site: AccountSite; account: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <TableRow>
      <TableCell>
        <Link
          component={RouterLink}
          to={`/${encodeURIComponent(account)}/${encodeURIComponent(site.name)}`}
          aria-label={t('people.sites.open', { title: site.title })}
        >
          <bdi>{site.name}</bdi>
        </Link>
      </TableCell>
      <TableCell>
        <bdi>{site.title}</bdi>
      </TableCell>
      <TableCell>
        {site.domains.map((domain) => (
          <bdi key={domain} dir="ltr" style={{ display: 'block' }}>
            {domain}
          </bdi>
        ))}
      </TableCell>
      <TableCell align="right">{format.number(site.employers)}</TableCell>
      <TableCell align="right">{format.number(site.live_jobs)}</TableCell>
      <TableCell align="right">{format.number(site.users)}</TableCell>
    </TableRow>
  );
}

/** /:account/sites — the selected account's sites, their domains and counts (read sites, in the account). */
export function SitesListRoute() {
  const { t } = useTranslation();
  const account = useSession().selection?.account ?? null;
  const sites = useAccountSites(account?.id ?? null);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('people.sites.title')}
        subtitle={account ? t('people.sites.subtitle', { account: account.name }) : undefined}
      />
      {sites.isPending ? <PageSpinner /> : null}
      {sites.isError ? <Alert severity="error">{t('people.sites.loadError')}</Alert> : null}
      {sites.data && account ? (
        sites.data.length === 0 ? (
          <Typography color="text.secondary">{t('messages.noData')}</Typography>
        ) : (
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={t('people.sites.gridLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('people.sites.name')}</TableCell>
                  <TableCell>{t('people.sites.siteTitle')}</TableCell>
                  <TableCell>{t('people.sites.domains')}</TableCell>
                  <TableCell align="right">{t('people.sites.employers')}</TableCell>
                  <TableCell align="right">{t('people.sites.liveJobs')}</TableCell>
                  <TableCell align="right">{t('people.sites.users')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sites.data.map((site) => (
                  <SiteRow key={site.id} site={site} account={account.name} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      ) : null}
    </Stack>
  );
}
