import { MESSAGES, type CandidateApplication } from '@portal/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
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
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('candidateView.fields.job')}</TableCell>
                <TableCell>{t('candidateView.fields.employer')}</TableCell>
                <TableCell>{t('candidateView.fields.applied')}</TableCell>
                <TableCell>{t('candidateView.fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
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
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailSection>
  );
}
