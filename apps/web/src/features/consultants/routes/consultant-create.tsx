import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { notify } from '../../../lib/notifications';
import { useSaveConsultant } from '../api/save-consultant';
import { ConsultantForm } from '../components/consultant-form';
import { useConsultantPaths } from '../hooks/use-consultant-paths';

/** /:account/:site/consultants/create (create consultants). */
export function ConsultantCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useConsultantPaths();
  const save = useSaveConsultant();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('consultants.createTitle')} />
      <ConsultantForm
        save={(body) => save.mutateAsync({ body })}
        onSaved={(consultant) => {
          notify({ type: 'success', message: t('consultants.notifications.created') });
          void navigate(paths.detail(consultant.id));
        }}
        cancelTo={paths.list}
      />
    </Stack>
  );
}
