import { ExportAuditSchema } from '@portal/contract';
import { listExport } from '../exports/index.js';
import { auditRows } from './list-repository.js';
import { toAuditEntry } from './service.js';

const json = (value: Record<string, unknown>) => (Object.keys(value).length ? JSON.stringify(value) : null);

/** The audit as CSV: the page's filters, every row, in batches; changes and details as JSON. */
export const auditExport = listExport({
  title: 'audit log',
  batches: (deps, siteId, params) => auditRows.batches(deps.db, { siteId }, ExportAuditSchema.parse(params)),
  columns: {
    date: ({ event }) => event.created_at,
    user: (row) => toAuditEntry(row).actor?.name ?? null,
    impersonator: (row) => toAuditEntry(row).actor?.impersonator?.name ?? null,
    action: ({ event }) => event.action,
    subject: ({ event }) => event.subject,
    subject_id: ({ event }) => event.subject_id,
    changes: ({ event }) => json(event.changes),
    details: ({ event }) => json(event.details),
    client_address: ({ event }) => event.client_address,
  },
});
