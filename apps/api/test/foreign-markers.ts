import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import type { ForeignIds } from './foreign-tenant.js';

/**
 * What of another tenant must never reach a caller (decision 0098): the token in the names,
 * titles and addresses of the records the walk created there, their ids, and the uuids of every
 * job, seeker and application the tenant's sites hold.
 */
export interface Markers {
  label: string;
  strings: string[];
  /** Integer ids, numbered apart from everything else (`numberApart`), so a match is theirs. */
  numbers: number[];
}

/** Integer ids of the records a walk names: every one is ≥ the range `numberApart` opened. */
const NUMERIC: (keyof ForeignIds)[] = [
  'employer',
  'member',
  'accountUser',
  'accountMembership',
  'invitation',
  'consultant',
  'tag',
  'fieldOption',
  'stage',
];
const TEXTUAL: (keyof ForeignIds)[] = ['product', 'purchase', 'file', 'job', 'seeker', 'application', 'export'];

/**
 * Moves every sequence of the schema to `from`: the rows created next get ids no seeded row, count
 * or page number has, so finding one in a body is a leak, not a coincidence.
 */
export async function numberApart(db: Db, from: number): Promise<void> {
  const sequences = await queryRows<{ name: string }>(
    db,
    sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`,
  );
  for (const { name } of sequences) await db.execute(sql`select setval(${name}::regclass, ${from})`);
}

/** The markers of a record set and of every job, seeker and application of the sites it names. */
export async function markersOf(db: Db, label: string, sets: ForeignIds[], siteIds: number[]): Promise<Markers> {
  const uuids = await queryRows<{ uuid: string }>(
    db,
    sql`select uuid::text from jobs where site_id in ${siteIds}
        union all select uuid::text from seekers where site_id in ${siteIds}
        union all select uuid::text from applications where site_id in ${siteIds}`,
  );
  return {
    label,
    strings: [
      ...sets.flatMap((set) => [set.marker, ...TEXTUAL.map((key) => String(set[key]))]),
      ...uuids.map((row) => row.uuid),
    ],
    numbers: sets.flatMap((set) => NUMERIC.map((key) => Number(set[key]))),
  };
}

/** The first marker found in `text`, or undefined. */
export function leakIn(text: string, markers: Markers): string | undefined {
  const lower = text.toLowerCase();
  const found = markers.strings.find((marker) => lower.includes(marker.toLowerCase()));
  if (found) return found;
  const number = markers.numbers.find((id) => new RegExp(`(?<![0-9])${id}(?![0-9])`).test(text));
  return number === undefined ? undefined : String(number);
}
