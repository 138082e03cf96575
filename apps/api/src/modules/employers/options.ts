import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { fieldOptions } from '../../db/schema/index.js';
import { invalid } from '../../lib/http-error.js';

const OPTION_FIELDS = ['industry', 'business_size'] as const;

/** Industry and business size must be one of the site's options (GET /v1/site/field-options). */
export async function checkFieldOptions(db: Db, siteId: number, input: Partial<Record<(typeof OPTION_FIELDS)[number], string | null>>) {
  const wanted = OPTION_FIELDS.filter((field) => input[field]);
  if (!wanted.length) return;
  const rows = await db
    .select({ field: fieldOptions.field, value: fieldOptions.value })
    .from(fieldOptions)
    .where(and(eq(fieldOptions.site_id, siteId), inArray(fieldOptions.field, [...wanted])));
  const errors: Record<string, string[]> = {};
  for (const field of wanted) {
    if (!rows.some((r) => r.field === field && r.value === input[field])) errors[field] = [MESSAGES.invalid];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
