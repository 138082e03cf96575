import type { EmployerDetail } from '@portal/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { useEmployerLabels } from '../hooks/use-employer-labels';

/** Who changed the status, when, from what to what, and why (newest first as the API sends it). */
export function EmployerHistory({ history, labelledBy }: { history: EmployerDetail['history']; labelledBy: string }) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const format = useFormatters();
  if (history.length === 0) return <Typography color="text.secondary">{t('employers.detail.historyEmpty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('employers.history.when')}</TableCell>
            <TableCell>{t('employers.history.by')}</TableCell>
            <TableCell>{t('employers.history.from')}</TableCell>
            <TableCell>{t('employers.history.to')}</TableCell>
            <TableCell>{t('employers.history.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((change, index) => (
            <TableRow key={`${change.created_at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(change.created_at)}</TableCell>
              <TableCell>{change.changed_by?.name ?? t('employers.history.system')}</TableCell>
              <TableCell>{change.from_status ? labels.status(change.from_status) : '—'}</TableCell>
              <TableCell>{labels.status(change.to_status)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{change.reason ? <bdi>{change.reason}</bdi> : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
