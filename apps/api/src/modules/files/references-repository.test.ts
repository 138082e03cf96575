import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.js';
import { FILE_REFERENCES } from './references-repository.js';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => value instanceof PgTable,
);
const nameOf = (column: PgColumn) => `${getTableConfig(column.table as PgTable).name}.${column.name}`;

describe('FILE_REFERENCES: every column that points at an upload (decision 0022)', () => {
  it('lists every foreign key to files and every *_file_id column, or the sweep would delete attached files', () => {
    const pointing = new Set<string>();
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const key of config.foreignKeys) {
        const ref = key.reference();
        if (ref.foreignTable === schema.files) ref.columns.forEach((column) => pointing.add(nameOf(column)));
      }
      for (const column of config.columns) if (column.name.endsWith('_file_id')) pointing.add(nameOf(column));
    }
    expect(pointing.size).toBeGreaterThan(0);
    expect([...pointing].sort()).toEqual(FILE_REFERENCES.idColumns.map(nameOf).sort());
  });
});
