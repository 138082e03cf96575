import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
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
  const id = useId();
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
      <Card component="section" aria-labelledby={`${id}-details`}>
        <CardContent>
          <Typography id={`${id}-details`} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {t('employers.detail.details')}
          </Typography>
          <EmployerFacts employer={employer} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={`${id}-history`}>
        <CardContent>
          <Typography id={`${id}-history`} component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
            {t('employers.detail.history')}
          </Typography>
          <EmployerHistory history={employer.history} labelledBy={`${id}-history`} />
        </CardContent>
      </Card>
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
