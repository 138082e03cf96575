import { FIELD_OPTION_LISTS, MESSAGES, type CreateOption, type FieldOption, type FieldOptions } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { invalid, notFound } from '../../lib/http-error.js';
import type { Reach } from '../access/index.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './repository.js';

/**
 * The rules of a site's option lists, shared by the catalogue (`field-option`, lists named in the
 * body) and the application stages (`application-stage`, one list): values are made once and
 * never change, labels are unique within a list, nothing is ever deleted — retired instead.
 */
export interface ListKind {
  /** The audit subject. */
  subject: 'field-option' | 'application-stage';
  /** The lists this kind may touch: an option of another is a 404. */
  fields: readonly string[];
}

export const toOption = (row: repo.OptionRow): FieldOption => ({
  id: row.id,
  value: row.value,
  label: row.label,
  retired: row.retired_at !== null,
});

/** The site's catalogue (`GET /v1/site/field-options`): every list, empty ones too. */
export async function fieldOptionsOf(deps: AppDeps, reach: Reach): Promise<FieldOptions> {
  const data: FieldOptions = Object.fromEntries(FIELD_OPTION_LISTS.map((list) => [list, [] as FieldOption[]]));
  const rows = await repo.listOptions(deps.db, reach, FIELD_OPTION_LISTS);
  for (const row of rows) data[row.field as keyof FieldOptions]?.push(toOption(row));
  return data;
}

/**
 * Values chosen from the site's lists, by list name (null or absent: none chosen): each must be an
 * active option of its list, else a 422 on that field. A retired option still names the records
 * that hold it but is no new value (decision 0015): a caller keeping a record's value leaves it out.
 */
export async function assertActiveOptions(db: Db, reach: Reach, chosen: Partial<Record<string, string | null>>) {
  const asked = Object.keys(chosen).filter((list) => chosen[list] != null);
  if (!asked.length) return;
  const rows = await repo.findFieldOptions(db, reach, asked);
  const errors: Record<string, string[]> = {};
  for (const list of asked) {
    const ok = rows.some((row) => row.field === list && row.value === chosen[list] && row.retired_at === null);
    if (!ok) errors[list] = [MESSAGES.invalid];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** One list in display order. */
export async function optionsOf(deps: AppDeps, reach: Reach, field: string): Promise<FieldOption[]> {
  return (await repo.listOptions(deps.db, reach, [field])).map(toOption);
}

/** A stored value made from a label: "Full time" → "full_time"; a label of no Latin letters → "option". */
export function valueFromLabel(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 56);
  return slug || 'option';
}

const sameLabel = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

function refuseTakenLabel(rows: repo.OptionRow[], label: string, exceptId?: number) {
  if (rows.some((row) => row.id !== exceptId && sameLabel(row.label, label)))
    throw invalid({ label: [MESSAGES.taken] });
}

/** Adds an option at the end of its list. A given value must be free; a made one gets `_2`, `_3`… until it is. */
export async function addOption(
  deps: AppDeps,
  reach: Reach,
  actorId: number,
  kind: ListKind,
  field: string,
  input: CreateOption,
): Promise<FieldOption> {
  return deps.db.transaction(async (tx) => {
    const rows = await repo.listOptions(tx, reach, [field]);
    refuseTakenLabel(rows, input.label);
    const taken = new Set(rows.map((row) => row.value));
    let value = input.value ?? valueFromLabel(input.label);
    if (input.value && taken.has(input.value)) throw invalid({ value: [MESSAGES.taken] });
    for (let n = 2; taken.has(value); n += 1) value = `${valueFromLabel(input.label)}_${String(n)}`;
    const row = await repo.insertOption(tx, reach, { field, value, label: input.label });
    if (!row) throw invalid({ value: [MESSAGES.taken] });
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId,
      subject: kind.subject,
      subjectId: row.id,
      action: 'created',
      details: { list: field, value, label: input.label },
    });
    return toOption(row);
  });
}

/** Renames an option: the label changes, the stored value (and so every record holding it) does not. */
export async function renameOption(
  deps: AppDeps,
  reach: Reach,
  actorId: number,
  kind: ListKind,
  id: number,
  label: string,
): Promise<FieldOption> {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findOption(tx, reach, kind.fields, id);
    if (!current) throw notFound();
    refuseTakenLabel(await repo.listOptions(tx, reach, [current.field]), label, id);
    const row = await repo.updateOption(tx, reach, id, { label });
    if (!row) throw notFound();
    if (current.label !== label) {
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId,
        subject: kind.subject,
        subjectId: id,
        action: 'renamed',
        details: { list: current.field, value: current.value, from: current.label, to: label },
      });
    }
    return toOption(row);
  });
}

/** Retires (or restores) an option: a retired one is offered for no new value, and stays for the records that hold it. */
export async function setRetired(
  deps: AppDeps,
  reach: Reach,
  actorId: number,
  kind: ListKind,
  id: number,
  retired: boolean,
): Promise<FieldOption> {
  return deps.db.transaction(async (tx) => {
    const current = await repo.findOption(tx, reach, kind.fields, id);
    if (!current) throw notFound();
    if ((current.retired_at !== null) === retired) return toOption(current);
    const row = await repo.updateOption(tx, reach, id, { retired_at: retired ? new Date() : null });
    if (!row) throw notFound();
    await recordAudit(tx, {
      siteId: reach.siteId,
      actorId,
      subject: kind.subject,
      subjectId: id,
      action: retired ? 'retired' : 'restored',
      details: { list: current.field, value: current.value },
    });
    return toOption(row);
  });
}

/** Puts a list in a new order: `ids` must be every option of the list exactly once (422 otherwise). */
export async function reorderOptions(
  deps: AppDeps,
  reach: Reach,
  actorId: number,
  kind: ListKind,
  field: string,
  ids: readonly number[],
): Promise<FieldOption[]> {
  return deps.db.transaction(async (tx) => {
    const rows = await repo.listOptions(tx, reach, [field]);
    const current = rows.map((row) => row.id);
    const complete =
      ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!complete) throw invalid({ ids: [MESSAGES.optionListIncomplete] });
    await repo.setPositions(tx, reach, field, ids);
    if (ids.some((id, index) => current[index] !== id)) {
      await recordAudit(tx, {
        siteId: reach.siteId,
        actorId,
        subject: kind.subject,
        subjectId: field,
        action: 'reordered',
        details: {
          list: field,
          from: rows.map((row) => row.value),
          to: ids.map((id) => rows.find((r) => r.id === id)?.value),
        },
      });
    }
    return (await repo.listOptions(tx, reach, [field])).map(toOption);
  });
}
