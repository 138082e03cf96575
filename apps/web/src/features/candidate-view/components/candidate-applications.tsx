import { MESSAGES, type CandidateApplication } from '@portal/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../components/list/plain-table';
import { DetailSection } from '../../../components/resource/resource-facts';
import { LtrText } from '../../../components/text/ltr-text';
import { useFormatters } from '../../../hooks/use-formatters';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

/** The candidate's applications with the status they see, newest first; plain text, no links. */
export function CandidateApplications({ applications }: { applications: CandidateApplication[] }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const format = useFormatters();
  return (
    <DetailSection title={t('candidateView.applications')}>
      {applications.length === 0 ? (
        <Typography color="text.secondary">{translate(MESSAGES.noData)}</Typography>
      ) : (
        <PlainTable fields="candidateView.fields" columns={['job', 'employer', 'applied', 'status']}>
          {applications.map((application) => (
            <TableRow key={application.uuid}>
              <TableCell>
                <bdi>{application.job.title}</bdi>
                {application.job.reference ? (
                  <>
                    {' '}
                    <LtrText>({application.job.reference})</LtrText>
                  </>
                ) : null}
              </TableCell>
              <TableCell>
                <bdi>{application.employer.name}</bdi>
              </TableCell>
              <TableCell>{format.date(application.applied_at)}</TableCell>
              <TableCell>{t(`candidateView.applicationStatus.${application.status}`)}</TableCell>
            </TableRow>
          ))}
        </PlainTable>
      )}
    </DetailSection>
  );
}
