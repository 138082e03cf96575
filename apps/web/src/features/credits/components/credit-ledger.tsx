import { CREDIT_LEDGER_KINDS } from '@portal/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceList } from '../../../components/resource/resource-list';
import { ledgerApi } from '../api/ledger-resource';
import { useLedgerColumns } from './ledger-columns';

/** The employer's credit history on the kit: search in reasons, kind and dates in the URL, server paging, newest first. */
export function CreditLedger({ employerId }: { employerId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const columns = useLedgerColumns();
  const kinds = CREDIT_LEDGER_KINDS.map((value) => ({ value, label: t(`credits.ledger.kinds.${value}`) }));
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6">
        {t('credits.ledger.heading')}
      </Typography>
      <ResourceList
        api={ledgerApi}
        scope={[employerId]}
        listStrings="credits.ledger"
        fields="credits.ledger.fields"
        columns={columns}
        columnsKey="credit-ledger"
        filters={(list) => (
          <ResourceFilters
            list={list}
            strings="credits.ledger"
            selects={[{ filter: 'kind', label: t('credits.ledger.fields.kind'), options: kinds }]}
            dates={{
              from: { filter: 'from', label: t('credits.ledger.from') },
              to: { filter: 'to', label: t('credits.ledger.to') },
            }}
          />
        )}
      />
    </Stack>
  );
}
