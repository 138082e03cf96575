import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExportButton } from '../../../components/list/export-button';
import { ListLoadError } from '../../../components/list/list-load-error';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useDialogOnDemand } from '../../../components/on-demand/popup-trigger';
import { PageHeader } from '../../../components/page/page-header';
import { useListParams } from '../../../hooks/use-list-params';
import { isApiError } from '../../../lib/api-client';
import { toExportBody } from '../../../lib/list-state';
import { useCan } from '../../../lib/session-context';
import { useBalance } from '../api/get-balance';
import { ledgerApi, ledgerResource } from '../api/ledger-resource';
import { BalanceCard } from '../components/balance-card';
import { CreditLedger } from '../components/credit-ledger';
import { DiscountTiersSection } from '../components/discount-tiers-section';
import { EmployerScope } from '../components/employer-scope';
import { useCreditEmployer } from '../hooks/use-credit-employer';
import { useCreditPaths } from '../hooks/use-credit-paths';

const GrantCreditsDialog = onDemand(() =>
  import('../components/grant-credits-dialog').then((m) => m.GrantCreditsDialog),
);

/**
 * /:account/:site/credit-system (spec §2 "credit list and ledger"): the employer's balance and
 * credit history (staff choose the employer), buying and granting, and the site's discount tiers.
 */
export function CreditSystemRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const employer = useCreditEmployer();
  const paths = useCreditPaths();
  const balance = useBalance(employer.employerId);
  const { state } = useListParams(ledgerResource.list);
  const granting = useDialogOnDemand(GrantCreditsDialog);
  const foreign = isApiError(balance.error) && (balance.error.status === 403 || balance.error.status === 404);
  const current = balance.data && employer.employerId !== null ? balance.data : undefined;
  // Granting is decided by the site level only: an employer's own rights never reach it (decision 0012).
  // Staff only: a member choosing among their own employers never grants.
  const mayGrant = employer.chooses && employer.mine.length === 0 && can('grant', 'credits');

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('credits.title')}
        subtitle={t('credits.subtitle')}
        actions={
          current && can('export', 'credits') ? (
            <ExportButton
              label={t('credits.actions.exportLedger')}
              start={() => ledgerApi.exportList(toExportBody(state))}
            />
          ) : null
        }
      />
      <EmployerScope employer={employer} balance={current} failed={foreign}>
        {balance.isError && !foreign ? (
          <ListLoadError
            message={t('credits.balance.loadError')}
            error={balance.error}
            retry={() => void balance.refetch()}
          />
        ) : (
          <BalanceCard
            balance={current}
            actions={
              <>
                {can('create', 'credits') ? (
                  <Button
                    component={RouterLink}
                    to={paths.create}
                    variant="contained"
                    startIcon={<AddShoppingCartIcon />}
                  >
                    {t('credits.actions.buy')}
                  </Button>
                ) : null}
                {mayGrant && current ? (
                  <Button {...granting.trigger} variant="outlined">
                    {t('credits.actions.grant')}
                  </Button>
                ) : null}
              </>
            }
          />
        )}
        {employer.employerId !== null ? <CreditLedger employerId={employer.employerId} /> : null}
      </EmployerScope>
      <DiscountTiersSection />
      {current ? (
        <PopupOnDemand open={granting.open}>
          <GrantCreditsDialog {...granting.dialog} employer={current.employer} />
        </PopupOnDemand>
      ) : null}
    </Stack>
  );
}
