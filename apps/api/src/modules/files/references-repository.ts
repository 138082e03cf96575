import { sql, type SQL } from 'drizzle-orm';
import {
  applications,
  consultants,
  files,
  jobs,
  seekerDocuments,
  seekers,
  sites,
  users,
} from '../../db/schema/index.js';

/**
 * Every place a record points at an upload (decision 0022): a file is attached while one of these
 * matches it, and nothing else keeps it. A feature that starts referring to uploads adds its column
 * here; `references-repository.test.ts` fails while a foreign key to `files` (or a `*_file_id` column) is missing.
 * Uuid columns hold the id; URL columns hold the public link `fileUrl` gives (`/files/{uuid}`).
 */
export const FILE_REFERENCES = {
  idColumns: [
    consultants.photo_file_id,
    jobs.banner_file_id,
    // A candidate's papers (decision 0044): their latest resume, each application's, their documents.
    seekers.resume_file_id,
    applications.resume_file_id,
    seekerDocuments.file_id,
  ],
  urlColumns: [sites.logo_square, sites.favicon, users.avatar],
  /** URLs kept inside a jsonb column, by key. */
  jsonUrls: [{ column: sites.branding, key: 'stylesheet' }],
} as const;

const publicUrl = sql`'/files/' || ${files.id}::text`;

/**
 * True for a `files` row that no record points at (inside a query over `files`). Written as one
 * `not exists` per column, joined by `and`, so the planner can run each as an anti-join.
 */
export function isUnreferenced(): SQL {
  const checks: SQL[] = [
    ...FILE_REFERENCES.idColumns.map(
      (column) => sql`not exists (select 1 from ${column.table} where ${column} = ${files.id})`,
    ),
    ...FILE_REFERENCES.urlColumns.map(
      (column) => sql`not exists (select 1 from ${column.table} where ${column} = ${publicUrl})`,
    ),
    ...FILE_REFERENCES.jsonUrls.map(
      ({ column, key }) => sql`not exists (select 1 from ${column.table} where ${column} ->> ${key} = ${publicUrl})`,
    ),
  ];
  return sql`(${sql.join(checks, sql` and `)})`;
}
