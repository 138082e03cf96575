import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_KINDS,
  MAIL_PLACEHOLDERS,
  templateErrors,
  type MailKind,
  type MailTemplate,
  type UpdateMailTemplate,
} from '@portal/contract';
import { invalid } from '../../lib/http-error.js';
import type { ResourceContext } from '../../lib/resource/define-resource.js';
import { auditFor } from '../audit/index.js';
import * as repo from './repository.js';

const audit = auditFor('mail-template');

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
export async function listMailTemplates({ deps, reach }: ResourceContext): Promise<MailTemplate[]> {
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
  ctx: ResourceContext,
  kind: MailKind,
  input: UpdateMailTemplate,
): Promise<MailTemplate> {
  const errors = templateErrors(kind, input);
  if (Object.keys(errors).length) throw invalid(errors);
  return ctx.deps.db.transaction(async (tx) => {
    const row = await repo.upsertTemplate(tx, ctx.reach, { kind, ...input, updated_by: ctx.user.id });
    await audit(tx, ctx, kind, 'updated');
    return toTemplate(kind, row);
  });
}

/** Back to the default wording: the site's own is removed. */
export async function resetMailTemplate(ctx: ResourceContext, kind: MailKind) {
  return ctx.deps.db.transaction(async (tx) => {
    if (await repo.deleteTemplate(tx, ctx.reach, kind)) await audit(tx, ctx, kind, 'reset');
    return toTemplate(kind, undefined);
  });
}
