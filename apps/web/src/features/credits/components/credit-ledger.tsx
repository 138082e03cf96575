import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/list/list-load-error';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ResourceTable } from '../../../components/list/resource-table';
import { useHiddenColumns } from '../../../hooks/use-hidden-columns';
import { useClampPage, useListParams } from '../../../hooks/use-list-params';
import { useLedger } from '../api/get-ledger';
import { ledgerList } from '../api/list-query';
import { useLedgerColumns } from './ledger-columns';
import { uuidKey } from '../../../components/resource/define-resource';
import { LedgerFilters } from './ledger-filters';

/** The employer's credit history through the list kit: filters in the URL, server paging, newest first. */
export function CreditLedger({ employerId }: { employerId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const { state, query, change } = useListParams(ledgerList);
  const ledger = useLedger(employerId, query);
  const columns = useLedgerColumns();
  const [hidden, setHidden] = useHiddenColumns('credit-ledger', columns);
  useClampPage(ledger.data?.meta.last_page, state.page, change);

  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6">
        {t('credits.ledger.heading')}
      </Typography>
      <ListToolbar
        filters={<LedgerFilters state={state} onChange={change} />}
        columns={{ columns, hidden, onChange: setHidden }}
      />
      {ledger.isError ? (
        <ListLoadError
          message={t('credits.ledger.loadError')}
          error={ledger.error}
          retry={() => void ledger.refetch()}
        />
      ) : null}
      {ledger.isError && !ledger.data ? null : (
        <ResourceTable
          label={t('credits.ledger.gridLabel')}
          columns={columns}
          hiddenColumns={hidden}
          rows={ledger.data?.data}
          rowKey={uuidKey.of}
          total={ledger.data?.meta.total ?? 0}
          totalCapped={ledger.data?.meta.total_capped ?? false}
          loading={ledger.isFetching}
          page={state.page}
          perPage={state.perPage}
          sort={state.sort}
          onChange={change}
        />
      )}
    </Stack>
  );
}
