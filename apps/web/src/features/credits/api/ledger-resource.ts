import { CREDIT_LEDGER_RESOURCE } from '@portal/contract';
import { createResourceApi } from '../../../lib/resource/create-resource-api';
import { defineResource, uuidKey } from '../../../lib/resource/define-resource';

/**
 * The credit ledger on the kit (decision 0035): a list only, rows keyed by `uuid`, read for the
 * employer in scope (X-AF-EMPID), which its cache key names (`scope`). Its strings are `credits.ledger`.
 */
export const ledgerResource = defineResource(
  { name: 'credit-ledger', path: '/v1/credit/ledgers', subject: 'credits', key: uuidKey },
  CREDIT_LEDGER_RESOURCE,
);

export const ledgerApi = createResourceApi(ledgerResource);

/** The ledger pages of one employer, to refresh once a grant or purchase changed them. */
export const employerLedgerKey = (employerId: number) => [...ledgerApi.keys.lists, employerId];
