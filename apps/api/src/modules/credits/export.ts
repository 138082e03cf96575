import { CreditLedgerListQuerySchema } from '@portal/contract';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { ExportKind } from '../exports/index.js';
import { ledgerRows } from './repository.js';

const COLUMNS = ['date', 'kind', 'credits', 'balance_after', 'reason', 'job_uuid', 'user', 'impersonator'] as const;

/** The server adds the employer it resolved when the export was asked for; nothing else widens it. */
const EmployerParamSchema = z.object({ employer_id: z.number().int().min(1) });

/** One employer's ledger as CSV: the list's filters, search and sort, every page, in batches. */
export const creditLedgerExport: ExportKind = {
  title: 'credit ledger',
  columns: COLUMNS,
  async *rows(deps: AppDeps, siteId: number, params: Record<string, unknown>) {
    const { employer_id: employerId } = EmployerParamSchema.parse(params);
    const { employer_id: _employer, ...listParams } = params;
    const q = CreditLedgerListQuerySchema.parse(listParams);
    for await (const rows of ledgerRows.batches(deps.db, { siteId, employerId }, q)) {
      for (const { entry, user, impersonator } of rows) {
        yield [
          entry.created_at.toISOString(),
          entry.kind,
          entry.delta,
          entry.balance_after,
          entry.reason,
          entry.job_uuid,
          user?.name ?? null,
          impersonator?.name ?? null,
        ];
      }
    }
  },
};
