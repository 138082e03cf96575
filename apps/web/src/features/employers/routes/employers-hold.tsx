import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/session-context';
import { EmployerList } from '../components/employer-list';
import { HoldBulkActions } from '../components/hold-bulk-actions';
import { PageHeader } from '../components/page-header';
import { useEmployerPaths } from '../hooks/use-employer-paths';

const HOLD_FILTERS = ['type', 'industry'] as const;

/** /:account/:site/employers/hold — registrations awaiting approval (approve or reject one or many). */
export function EmployersHoldRoute() {
  const { t } = useTranslation();
  const can = useCan();
  const paths = useEmployerPaths();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('employers.holdTitle')} subtitle={t('employers.holdSubtitle')} />
      <EmployerList
        kind="on-hold"
        label={t('employers.list.holdGridLabel')}
        detailPath={paths.detail}
        filters={HOLD_FILTERS}
        bulkActions={can('approve', 'employers') ? (props) => <HoldBulkActions {...props} /> : undefined}
      />
    </Stack>
  );
}
