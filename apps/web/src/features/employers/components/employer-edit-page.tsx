import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { EmployerForm } from './employer-form';
import { ResourceLoader } from '../../../components/resource/resource-loader';
import { employersApi } from '../api/employer-resource';
import { PageHeader } from '../../../components/page/page-header';

interface EmployerEditPageProps {
  id: number | null;
  /** The detail page: where saving and cancelling go. */
  detailPath: string;
  backTo: string;
}

/** Edit an employer: staff at employers/:id/edit, employer admins at employer/edit. */
export function EmployerEditPage({ id, detailPath, backTo }: EmployerEditPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = employersApi.useSave();
  return (
    <ResourceLoader api={employersApi} id={id} backTo={backTo}>
      {(employer) => (
        <Stack spacing={3}>
          <PageHeader title={t('employers.editTitle', { name: employer.business_name })} />
          <EmployerForm
            record={employer}
            save={(body) => save.mutateAsync({ key: employer.id, body })}
            onSaved={() => {
              notify({ type: 'success', message: t('employers.notifications.updated') });
              void navigate(detailPath);
            }}
            cancelTo={detailPath}
          />
        </Stack>
      )}
    </ResourceLoader>
  );
}
