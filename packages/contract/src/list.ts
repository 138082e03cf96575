import { z } from 'zod';
import { PAGING } from './constants.js';

/**
 * Counting and skipping rows costs what they number (DESIGN §3, decision 0040): a list counts
 * exactly up to `exactCountUpTo` rows and gives a bigger one the planner's estimate, flagged
 * `total_capped`; it refuses a page that starts past `deepestRow` (422 on `page`) rather than
 * scanning what it skips.
 */
export const LIST_LIMITS = { exactCountUpTo: 1_000, deepestRow: 10_000 } as const;

export const ListMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /**
   * Set when `total` is not exact: the list holds more than `exactCountUpTo` rows and `total` is the
   * database planner's estimate (never below what was counted; the UI says "about 311,900").
   */
  total_capped: z.boolean().optional(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** A sort value of a list: a sortable key, `-` in front for descending. */
export type SortValue<S extends readonly string[]> = S[number] | `-${S[number]}`;

/** `?page=1&per_page=25&sort=-created_at&search=…&filter[status]=live` */
export function listQuerySchema<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  const sortValues = sortable.flatMap((s) => [s, `-${s}`]) as [SortValue<S>, ...SortValue<S>[]];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(PAGING.maxPerPage).default(PAGING.defaultPerPage),
    sort: z.enum(sortValues).optional(),
    search: z.string().trim().max(200).optional(),
    filter: z
      .object(filters)
      .strict()
      .default({} as never),
  });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ListMetaSchema });
}

export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
