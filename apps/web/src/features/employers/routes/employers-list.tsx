import Stack from '@mui/material/Stack';
import { transitionsFrom } from '../../../components/list/transition-actions';
import { EMPLOYER_TRANSITIONS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { ListPageActions } from '../../../components/resource/list-page-actions';
import { ResourceList } from '../../../components/resource/resource-list';
import { employersApi } from '../api/employer-resource';
import { useEmployerColumns } from '../components/employer-columns';
import { EmployerListFilters } from '../components/employer-list-filters';
import { useEmployerPaths } from '../hooks/use-employer-paths';
import { EMPLOYER_DONE, useEmployerTransitionLook } from '../hooks/use-employer-transition-look';

const LISTED = transitionsFrom(EMPLOYER_TRANSITIONS, ['active', 'disabled']);

/** /:account/:site/employers — the site's employers (staff: read employers). */
export function EmployersListRoute() {
  const { t } = useTranslation();
  const paths = useEmployerPaths();
  const columns = useEmployerColumns(paths.detail);
  const looks = useEmployerTransitionLook();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('employers.title')}
        actions={
          <ListPageActions api={employersApi} create={{ path: paths.create, label: t('employers.actions.create') }} />
        }
      />
      <ResourceList
        api={employersApi}
        columns={columns}
        columnsKey="employers-all"
        rowHref={(row) => paths.detail(row.id)}
        bulk={{ looks, done: EMPLOYER_DONE, names: LISTED }}
        filters={(list) => <EmployerListFilters list={list} />}
      />
    </Stack>
  );
}
