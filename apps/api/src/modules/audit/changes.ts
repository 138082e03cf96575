import type { AuditChanges } from '@portal/contract';

/** A value kept in the audit: long texts (rich text, descriptions) are cut, so a row stays small. */
const KEPT_TEXT = 500;

function kept(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > KEPT_TEXT) return `${value.slice(0, KEPT_TEXT)}…`;
  if (value === undefined) return null;
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(kept(a)) === JSON.stringify(kept(b));

/**
 * The fields of `after` (or only `fields`, when named) whose value differs from `before`, each
 * `{from, to}` (decision 0095): what an update's audit row shows. Fields named in `hidden` (a
 * password hash, a token) are recorded as changed with neither value.
 */
export function changesOf(
  before: object,
  after: object,
  { fields, hidden = [] }: { fields?: readonly string[]; hidden?: readonly string[] } = {},
): AuditChanges {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const name of fields ?? Object.keys(is)) {
    if (!(name in is) || same(was[name], is[name])) continue;
    changes[name] = hidden.includes(name) ? { from: null, to: null } : { from: kept(was[name]), to: kept(is[name]) };
  }
  return changes;
}

/** The keys of a values object, as `changesOf` names its fields. */
export const keysOf = (values: object): string[] => Object.keys(values);
