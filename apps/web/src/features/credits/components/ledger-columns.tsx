import type { CreditLedgerEntry } from '@portal/contract';
import Box from '@mui/material/Box';
import type { ListColumn } from '../../../components/resource/resource-list';
import { useListColumns } from '../../../components/resource/use-list-columns';
import type { LedgerSortField } from '../api/list-query';

/** The credit history's columns: the change is signed (+10, −2) and coloured, never by colour alone. */
export function useLedgerColumns(): ListColumn<CreditLedgerEntry, LedgerSortField>[] {
  return useListColumns(({ t, format, language }) => {
    const signed = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' });
    return [
      {
        id: 'created_at',
        sort: 'created_at',
        cell: (row) => format.dateTime(row.created_at),
      },
      {
        id: 'delta',
        align: 'right',
        cell: (row) => (
          <Box
            component="span"
            dir="ltr"
            sx={{ fontWeight: 600, color: row.delta < 0 ? 'error.main' : 'success.main' }}
          >
            {signed.format(row.delta)}
          </Box>
        ),
      },
      { id: 'kind', cell: (row) => t(`credits.ledger.kinds.${row.kind}`) },
      {
        id: 'reason',
        minWidth: 200,
        wrap: true,
        cell: (row) => (row.reason ? <bdi>{row.reason}</bdi> : null),
      },
      {
        id: 'job',
        cell: (row) => (row.job_uuid ? <bdi dir="ltr">{row.job_uuid.slice(0, 8)}</bdi> : null),
      },
      {
        id: 'user',
        wrap: true,
        cell: (row) => {
          const name = row.user?.name ?? t('credits.ledger.deletedUser');
          return (
            <bdi>
              {row.impersonator
                ? t('credits.ledger.byImpersonated', { name, impersonator: row.impersonator.name })
                : name}
            </bdi>
          );
        },
      },
      {
        id: 'balance_after',
        align: 'right',
        cell: (row) => format.number(row.balance_after),
      },
    ];
  }, []);
}
