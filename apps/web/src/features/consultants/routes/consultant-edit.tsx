import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page/page-header';
import { notify } from '../../../lib/notifications';
import { useSaveConsultant } from '../api/save-consultant';
import { ConsultantForm } from '../components/consultant-form';
import { consultantIdOf, ConsultantLoader } from '../components/consultant-loader';
import { useConsultantPaths } from '../hooks/use-consultant-paths';

/** /:account/:site/consultants/:id/edit (update consultants). */
export function ConsultantEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useConsultantPaths();
  const id = consultantIdOf(useParams().id);
  const save = useSaveConsultant();
  return (
    <ConsultantLoader id={id} backTo={paths.list}>
      {(consultant) => (
        <Stack spacing={3}>
          <PageHeader title={t('consultants.editTitle', { name: consultant.name })} />
          <ConsultantForm
            consultant={consultant}
            save={(body) => save.mutateAsync({ id: consultant.id, body })}
            onSaved={() => {
              notify({ type: 'success', message: t('consultants.notifications.updated') });
              void navigate(paths.detail(consultant.id));
            }}
            cancelTo={paths.detail(consultant.id)}
          />
        </Stack>
      )}
    </ConsultantLoader>
  );
}
