import { runInScope, scopeOf } from '../../db/row-scope.js';
import { Readable } from 'node:stream';
import { MESSAGES } from '@portal/contract';
import { isConnectionLost, reasonOf } from '../../db/errors.js';
import type { JobRun } from '../../lib/queue/queue.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { StorageUnavailable } from '../../lib/storage/index.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { queueMails, recordMail } from '../../mail/outbox.js';
import { findSite, listGrants } from '../access/index.js';
import { findUserById } from '../auth/index.js';
import { composeMail } from '../mail-templates/index.js';
import { notifyUsers } from '../notifications/index.js';
import { csvLines, type CsvCell } from './csv.js';
import * as repo from './repository.js';

/** A kind of export: its file name, its columns, and its rows for one site (written by `csvLines`). */
export interface ExportKind {
  title: string;
  columns: readonly string[];
  rows(deps: AppDeps, siteId: number, params: Record<string, unknown>): AsyncIterable<readonly CsvCell[]>;
}

const kinds = new Map<string, ExportKind>();
export function registerExportKind(name: string, kind: ExportKind): void {
  kinds.set(name, kind);
}

export function toExport(row: repo.ExportRow) {
  return { id: row.id, status: row.status, row_count: row.row_count, created_at: row.created_at.toISOString() };
}

/** Records an export request and queues it; the requester is mailed when the file is ready. */
export async function requestExport(
  deps: AppDeps,
  req: { siteId: number; userId: number; kind: string; params: Record<string, unknown>; baseUrl: string },
) {
  const row = await repo.insertExport(deps.db, {
    site_id: req.siteId,
    user_id: req.userId,
    kind: req.kind,
    params: req.params,
    base_url: req.baseUrl,
  });
  await deps.queue.send('exports.run', { id: row.id });
  return toExport(row);
}

/** The storage key of an export's CSV. */
const exportKey = (id: string) => `exports/${id}.csv`;

/** Why a write failed, for the export's record: an outage names its cause (`storage full: ENOSPC…`). */
const failureOf = (error: unknown) =>
  error instanceof StorageUnavailable ? `${error.message}: ${reasonOf(error.cause)}` : reasonOf(error);

/** An outage (storage or database) may end before the queue's next try; anything else will not. */
const passes = (error: unknown) => error instanceof StorageUnavailable || isConnectionLost(error);

/**
 * The exports.run job: streams the CSV to storage (DATA_DIR or S3), then mails the download link.
 * While storage is down or full the export stays pending and the queue tries again with backoff
 * (decision 0096); the last try, or any other error, records it failed. Called directly, a run is
 * the last.
 */
export async function runExport(deps: AppDeps, id: string, run: JobRun = { attempt: 1, last: true }): Promise<void> {
  const row = await repo.findExport(deps.db, id);
  const kind = row && kinds.get(row.kind);
  if (!row || !kind || row.status !== 'pending') return;
  // The export's own site and no other (decision 0104).
  return runInScope(scopeOf({ sites: [row.site_id] }), async () => {
    const key = exportKey(row.id);
    let lines = 0;
    async function* counted(source: AsyncIterable<string>) {
      for await (const line of source) {
        lines += 1;
        yield Buffer.from(line, 'utf8');
      }
    }
    try {
      const body = Readable.from(counted(csvLines(kind.columns, kind.rows(deps, row.site_id, row.params))));
      await deps.storage.put(key, body, { contentType: 'text/csv; charset=utf-8' });
    } catch (error) {
      if (passes(error) && !run.last) {
        console.warn(`[exports] export ${row.id} not written (try ${run.attempt}), retried later:`, failureOf(error));
      } else {
        await repo.finishExport(deps.db, row.id, { status: 'failed', error: failureOf(error) });
      }
      throw error;
    }
    const user = await findUserById(deps.db, row.user_id);
    const mailIds = await deps.db.transaction(async (tx) => {
      const finished = await repo.finishExport(tx, row.id, {
        status: 'done',
        file_key: key,
        row_count: Math.max(0, lines - 1),
      });
      // Only the run that finishes the export mails it: one export, one mail.
      if (!finished || !user) return [];
      await notifyUsers(tx, {
        scope: { siteId: row.site_id },
        userIds: [row.user_id],
        kind: 'export_ready',
        params: { export_name: kind.title, row_count: String(Math.max(0, lines - 1)) },
        link: `/exports/${row.id}`,
      });
      const link = `${row.base_url}/exports/${row.id}`;
      const mail = await composeMail(tx, {
        kind: 'export_ready',
        siteId: row.site_id,
        to: user.email,
        values: { name: user.name, export_name: kind.title, row_count: String(Math.max(0, lines - 1)), link },
      });
      return [await recordMail(tx, mail)];
    });
    await queueMails(deps.queue, mailIds, 'urgent');
  });
}

/**
 * The requester's own export, or 404 for anyone else. The mail link opens without a site selected,
 * so the site is not asked for; the requester must still reach the export's site.
 */
export async function exportFile(deps: AppDeps, id: string, user: { id: number; enterpriseId: number }) {
  const row = await repo.findOwnExport(deps.db, id, user.id);
  if (!row) throw notFound();
  const grants = await listGrants(deps.db, user.id, user.enterpriseId);
  const site = await findSite(deps.db, row.site_id, user.enterpriseId);
  const reaches = grants.some(
    (g) => g.account_id === site?.account_id && (g.scope_type === 'account' || g.site_id === row.site_id),
  );
  if (!reaches) throw notFound();
  return row;
}

/** A finished export's CSV for its requester: 409 while it is being written, 404 once it is gone. */
export async function openExportFile(deps: AppDeps, id: string, user: { id: number; enterpriseId: number }) {
  const row = await exportFile(deps, id, user);
  if (row.status !== 'done' || !row.file_key) throw conflict(MESSAGES.exportNotReady);
  const file = await deps.storage.get(row.file_key);
  if (!file) throw notFound();
  return { row, file };
}
