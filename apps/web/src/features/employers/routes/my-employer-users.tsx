import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-context';
import { EmployerUsersSection } from '../components/employer-users-section';
import { NoEmployerSelected } from '../components/no-employer-selected';

/** /:account/:site/employer/users — the selected employer's users (read employer-users). */
export function MyEmployerUsersRoute() {
  const { t } = useTranslation();
  const { selection } = useSession();
  const employer = selection?.employer;
  if (!employer) return <NoEmployerSelected />;
  return (
    <EmployerUsersSection
      employerId={employer.id}
      employerName={employer.name}
      heading="h1"
      title={t('employers.users.pageTitle', { name: employer.name })}
    />
  );
}
