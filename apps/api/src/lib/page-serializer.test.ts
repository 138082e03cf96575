import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '@portal/contract';
import { JobPageSchema } from '@portal/contract';
import { compiledPage, isListPage } from './page-serializer.js';

const zodBytes = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

const row = {
  uuid: '6f1c2a8e-0000-4000-8000-000000000001',
  title: 'Baker "night" \\ shift </script> \u2028 ٹیسٹ 🍞 \ud800',
  reference: null,
  status: 'live',
  employer: { id: 7, name: 'Acme Bakery', unshown: 'dropped' },
  work_type: 'full_time',
  classification: null,
  advert_start_date: '2026-11-01',
  advert_end_date: null,
  applications_count: 0,
  created_at: '2026-11-28T10:00:00.000Z',
  updated_at: '2026-11-28T10:00:00.000Z',
  description: 'a column the row does not show',
};

describe('compiledPage', () => {
  it('knows every page of the contract, and compiles each', () => {
    const pages = Object.entries(contract).filter(([name]) => name.endsWith('PageSchema'));
    expect(pages.length).toBeGreaterThan(10);
    for (const [name, schema] of pages) {
      expect(isListPage(schema), name).toBe(true);
      expect(() => compiledPage(schema as z.ZodObject), name).not.toThrow();
    }
    expect(isListPage(contract.JobDataSchema)).toBe(false);
  });

  it('writes the bytes zod’s encode writes: escapes, nulls, unknown keys left out, an optional absent or set', () => {
    const write = compiledPage(JobPageSchema);
    for (const meta of [
      { current_page: 1, per_page: 25, total: 1, last_page: 1 },
      { current_page: 2, per_page: 25, total: 312_000, last_page: 400, total_capped: true },
    ]) {
      const page = { data: [row, { ...row, reference: 'R-1', work_type: null }], meta };
      expect(write(page)).toBe(zodBytes(JobPageSchema, page));
    }
    expect(write({ data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } })).toBe(
      '{"data":[],"meta":{"current_page":1,"per_page":25,"total":0,"last_page":1}}',
    );
  });
});
