import { JobDetailSchema, JobSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { columnsOfSchema } from '../../lib/resource/scoped-list-repository.js';
import { jobsExport } from './export.js';
import { toJob, toJobDetail, type JobDetailParts } from './presenter.js';

// Decision 0074: a field is declared once, in the contract's schemas; the list's columns, the
// presenters and the CSV read it from there. `scripts/check-field-recipe.mjs` adds a field the
// recipe's way and runs this file: every assertion below is over the schemas' keys, not a list.

/** The keys each mapper names for itself (joins, dates as text, ids shown by name). */
const ROW_NAMED = ['employer', 'created_at', 'updated_at'];
const DETAIL_NAMED = [
  ...ROW_NAMED,
  ...['key_contact', 'product', 'banner', 'consultants', 'tags', 'created_by', 'updated_by'],
];
/** A job row whose every plain field holds a value of its own. */
const rowWith = (keys: readonly string[]) => ({
  ...Object.fromEntries(keys.map((key) => [key, `value of ${key}`])),
  created_at: new Date('2026-11-01T10:00:00Z'),
  updated_at: new Date('2026-11-02T10:00:00Z'),
});
const plainKeys = (keys: readonly string[], named: readonly string[]) => keys.filter((key) => !named.includes(key));

describe('a job field declared in the contract', () => {
  it('is a column the list reads when the row schema names it', () => {
    expect(Object.keys(columnsOfSchema(jobs, JobSchema)).sort()).toEqual(
      plainKeys(Object.keys(JobSchema.shape), ['employer']).sort(),
    );
  });

  it('is answered by the list row and the detail under its own name', () => {
    const rowKeys = plainKeys(Object.keys(JobSchema.shape), ROW_NAMED);
    const employer = { id: 7, name: 'Bakery' };
    const row = toJob({ job: rowWith(rowKeys), employer } as unknown as Parameters<typeof toJob>[0]);
    expect(Object.keys(row)).toEqual(Object.keys(JobSchema.shape));
    for (const key of rowKeys) expect(row[key as keyof typeof row]).toBe(`value of ${key}`);
    expect(row).toMatchObject({ employer, created_at: '2026-11-01T10:00:00.000Z' });

    const detailKeys = plainKeys(Object.keys(JobDetailSchema.shape), DETAIL_NAMED);
    const parts = {
      record: { job: rowWith(detailKeys), employer, key_contact: { id: null, name: null } },
      authors: { created_by: { id: 1, name: 'Ada' }, updated_by: null },
      product: null,
      links: { banner: null, consultants: [], tags: [] },
    } as unknown as JobDetailParts;
    const detail = toJobDetail(parts);
    expect(Object.keys(detail).sort()).toEqual(Object.keys(JobDetailSchema.shape).sort());
    for (const key of detailKeys) expect(detail[key as keyof typeof detail]).toBe(`value of ${key}`);
    expect(detail).toMatchObject({
      key_contact: null,
      created_by: { id: 1, name: 'Ada' },
      updated_at: '2026-11-02T10:00:00.000Z',
    });
  });

  it('is a column of the CSV, headed by its key, in the row’s order', () => {
    const exported = Object.keys(JobSchema.shape).filter((key) => !['applications_count', 'updated_at'].includes(key));
    expect(jobsExport.columns).toEqual(
      exported.flatMap((key) => (key === 'uuid' ? ['id'] : key === 'created_at' ? ['key_contact', key] : [key])),
    );
  });
});
