import { useTranslation } from 'react-i18next';
import { HoldQueue } from '../../../components/resource/hold-queue';
import { employersApi } from '../api/employer-resource';
import { useEmployerColumns } from '../components/employer-columns';
import { EmployerListFilters } from '../components/employer-list-filters';
import { useEmployerPaths } from '../hooks/use-employer-paths';
import { EMPLOYER_DONE, useEmployerTransitionLook } from '../hooks/use-employer-transition-look';

/** /:account/:site/employers/hold — registrations awaiting approval (approve or reject one or many). */
export function EmployersHoldRoute() {
  const { t } = useTranslation();
  const paths = useEmployerPaths();
  return (
    <HoldQueue
      api={employersApi}
      title={t('employers.holdTitle')}
      subtitle={t('employers.holdSubtitle')}
      label={t('employers.list.holdGridLabel')}
      columns={useEmployerColumns(paths.detail)}
      columnsKey="employers-on-hold"
      rowHref={(row) => paths.detail(row.id)}
      looks={useEmployerTransitionLook()}
      done={EMPLOYER_DONE}
      filters={(list) => <EmployerListFilters list={list} status={false} />}
    />
  );
}
