import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { DetailSection } from '../../../components/resource/resource-facts';
import { useCan } from '../../../lib/session-context';
import { EmployerActions, type EmployerActionsProps } from './employer-actions';
import { EmployerFacts } from './employer-facts';
import { EmployerHistory } from './employer-history';
import { EmployerStatusChip } from './employer-status-chip';
import { EmployerUsersSection } from './employer-users-section';
import { RecordTitle } from '../../../components/resource/record-title';

/** One employer: name and status, actions, fields, status history and users (shared by staff and the employer's own view). */
export function EmployerDetailView({ employer, ...actions }: EmployerActionsProps) {
  const { t } = useTranslation();
  const can = useCan();
  const format = useFormatters();
  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <RecordTitle title={employer.business_name}>
          <EmployerStatusChip status={employer.status} size="medium" />
        </RecordTitle>
        <Typography color="text.secondary">
          {t('employers.detail.summary', { jobs: format.number(employer.live_jobs_count) })}
        </Typography>
      </Stack>
      <EmployerActions employer={employer} {...actions} />
      <DetailSection title={t('employers.detail.details')}>
        <EmployerFacts employer={employer} />
      </DetailSection>
      <DetailSection title={t('employers.detail.history')}>
        <EmployerHistory history={employer.history} label={t('employers.detail.history')} />
      </DetailSection>
      {can('read', 'employer-users') ? (
        <Card>
          <CardContent>
            <EmployerUsersSection
              employerId={employer.id}
              employerName={employer.business_name}
              heading="h2"
              title={t('employers.users.title')}
            />
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
