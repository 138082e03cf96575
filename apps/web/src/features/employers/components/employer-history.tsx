import type { EmployerDetail } from '@portal/contract';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useActorName } from '../../../components/impersonation/use-actor-name';
import { PlainTable } from '../../../components/list/plain-table';
import { useFormatters } from '../../../hooks/use-formatters';
import { useEmployerLabels } from '../hooks/use-employer-labels';

/** Who changed the status, when, from what to what, and why (newest first as the API sends it); `label` names the table. */
export function EmployerHistory({ history, label }: { history: EmployerDetail['history']; label: string }) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const format = useFormatters();
  const actorName = useActorName();
  if (history.length === 0) return <Typography color="text.secondary">{t('employers.detail.historyEmpty')}</Typography>;
  return (
    <PlainTable fields="employers.history" columns={['when', 'by', 'from', 'to', 'reason']} label={label}>
      {history.map((change, index) => (
        <TableRow key={`${change.created_at}-${index}`}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(change.created_at)}</TableCell>
          <TableCell>{actorName(change.changed_by, t('employers.history.system'))}</TableCell>
          <TableCell>{change.from_status ? labels.status(change.from_status) : '—'}</TableCell>
          <TableCell>{labels.status(change.to_status)}</TableCell>
          <TableCell sx={{ whiteSpace: 'pre-line' }}>{change.reason ? <bdi>{change.reason}</bdi> : '—'}</TableCell>
        </TableRow>
      ))}
    </PlainTable>
  );
}
