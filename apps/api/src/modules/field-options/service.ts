import type { Option } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { Reach } from '../access/reach.js';
import * as repo from './repository.js';

/** The site's option lists by field (`GET /v1/site/field-options`). */
export async function fieldOptionsOf(deps: AppDeps, reach: Reach) {
  const data: Record<string, Option[]> = {};
  for (const row of await repo.listFieldOptions(deps.db, reach))
    (data[row.field] ??= []).push({ value: row.value, label: row.label });
  return data;
}
