import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { EmployerBulkActions, useHasBulkActions } from '../components/employer-bulk-actions';
import { EmployerList } from '../components/employer-list';
import { useEmployerPaths } from '../hooks/use-employer-paths';

const HOLD_FILTERS = ['type', 'industry'] as const;
const ON_HOLD = ['on_hold'] as const;

/** /:account/:site/employers/hold — registrations awaiting approval (approve or reject one or many). */
export function EmployersHoldRoute() {
  const { t } = useTranslation();
  const paths = useEmployerPaths();
  const hasBulk = useHasBulkActions(ON_HOLD);
  return (
    <Stack spacing={3}>
      <PageHeader title={t('employers.holdTitle')} subtitle={t('employers.holdSubtitle')} />
      <EmployerList
        kind="on-hold"
        label={t('employers.list.holdGridLabel')}
        detailPath={paths.detail}
        filters={HOLD_FILTERS}
        bulkActions={hasBulk ? (selection) => <EmployerBulkActions {...selection} statuses={ON_HOLD} /> : undefined}
      />
    </Stack>
  );
}
