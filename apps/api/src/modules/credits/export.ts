import { CreditLedgerListQuerySchema } from '@portal/contract';
import { z } from 'zod';
import { listExport } from '../exports/index.js';
import { ledgerRows } from './repository.js';

/** The server adds the employer it resolved when the export was asked for; nothing else widens it. */
const EmployerParamSchema = z.object({ employer_id: z.number().int().min(1) });

/** One employer's ledger as CSV: the list's filters, search and sort, every page, in batches. */
export const creditLedgerExport = listExport({
  title: 'credit ledger',
  batches: (deps, siteId, params) => {
    const { employer_id: employerId } = EmployerParamSchema.parse(params);
    const { employer_id: _employer, ...listParams } = params;
    return ledgerRows.batches(deps.db, { siteId, employerId }, CreditLedgerListQuerySchema.parse(listParams));
  },
  columns: {
    date: ({ entry }) => entry.created_at,
    kind: ({ entry }) => entry.kind,
    credits: ({ entry }) => entry.delta,
    balance_after: ({ entry }) => entry.balance_after,
    reason: ({ entry }) => entry.reason,
    job_uuid: ({ entry }) => entry.job_uuid,
    user: ({ user }) => user?.name ?? null,
    impersonator: ({ impersonator }) => impersonator?.name ?? null,
  },
});
