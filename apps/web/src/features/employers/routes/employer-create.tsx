import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { useCreateEmployer } from '../api/create-employer';
import { EmployerForm } from '../components/employer-form';
import { PageHeader } from '../../../components/page/page-header';
import { useEmployerPaths } from '../hooks/use-employer-paths';

/** /:account/:site/employers/create (create employers). */
export function EmployerCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useEmployerPaths();
  const create = useCreateEmployer();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('employers.createTitle')} />
      <EmployerForm
        save={(values) => create.mutateAsync(values)}
        onSaved={(employer) => {
          notify({ type: 'success', message: t('employers.notifications.created') });
          void navigate(paths.detail(employer.id));
        }}
        cancelTo={paths.list}
      />
    </Stack>
  );
}
