import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_KINDS,
  MAIL_PLACEHOLDERS,
  templateErrors,
  type MailKind,
  type MailTemplate,
  type UpdateMailTemplate,
} from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import { invalid } from '../../lib/http-error.js';
import type { Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './repository.js';

function toTemplate(kind: MailKind, row: repo.MailTemplateRow | undefined): MailTemplate {
  const text = row ?? DEFAULT_MAIL_TEMPLATES[kind];
  return {
    kind,
    subject: text.subject,
    body: text.body,
    customised: row !== undefined,
    placeholders: [...MAIL_PLACEHOLDERS[kind]],
    updated_at: row ? row.updated_at.toISOString() : null,
  };
}

/** Every mail of the product as the site words it (its own template, else the default). */
export async function listMailTemplates(deps: AppDeps, reach: Reach): Promise<MailTemplate[]> {
  const rows = await repo.listTemplates(deps.db, reach);
  return MAIL_KINDS.map((kind) =>
    toTemplate(
      kind,
      rows.find((row) => row.kind === kind),
    ),
  );
}

/** Saves the site's wording of a mail; an unknown placeholder, or a missing link, is a 422. */
export async function saveMailTemplate(
  deps: AppDeps,
  reach: Reach,
  actorId: number,
  kind: MailKind,
  input: UpdateMailTemplate,
): Promise<MailTemplate> {
  const errors = templateErrors(kind, input);
  if (Object.keys(errors).length) throw invalid(errors);
  return deps.db.transaction(async (tx) => {
    const row = await repo.upsertTemplate(tx, reach, { kind, ...input, updated_by: actorId });
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId,
      subject: 'mail-template',
      subjectId: kind,
      action: 'updated',
    });
    return toTemplate(kind, row);
  });
}

/** Back to the default wording: the site's own is removed. */
export async function resetMailTemplate(deps: AppDeps, reach: Reach, actorId: number, kind: MailKind) {
  return deps.db.transaction(async (tx) => {
    if (await repo.deleteTemplate(tx, reach, kind)) {
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId,
        subject: 'mail-template',
        subjectId: kind,
        action: 'reset',
      });
    }
    return toTemplate(kind, undefined);
  });
}
