import { EMPLOYER_TRANSITIONS } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { PageHeader } from '../../../components/page/page-header';
import { ResourceList } from '../../../components/resource/resource-list';
import { employersApi } from '../api/employer-resource';
import { ON_HOLD_OMITS } from '../api/list-query';
import { useEmployerColumns } from '../components/employer-columns';
import { EmployerListFilters } from '../components/employer-list-filters';
import { useEmployerPaths } from '../hooks/use-employer-paths';
import { EMPLOYER_DONE, useEmployerTransitionLook } from '../hooks/use-employer-transition-look';

const ON_HOLD = transitionsFrom(EMPLOYER_TRANSITIONS, ['on_hold']);

/** /:account/:site/employers/hold — registrations awaiting approval (approve or reject one or many). */
export function EmployersHoldRoute() {
  const { t } = useTranslation();
  const paths = useEmployerPaths();
  const columns = useEmployerColumns(paths.detail);
  const looks = useEmployerTransitionLook();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('employers.holdTitle')} subtitle={t('employers.holdSubtitle')} />
      <ResourceList
        api={employersApi}
        view="on-hold"
        omit={ON_HOLD_OMITS}
        label={t('employers.list.holdGridLabel')}
        columns={columns}
        columnsKey="employers-on-hold"
        rowHref={(row) => paths.detail(row.id)}
        bulk={{ looks, done: EMPLOYER_DONE, names: ON_HOLD }}
        filters={(list) => <EmployerListFilters list={list} status={false} />}
      />
    </Stack>
  );
}
