import { z } from 'zod';
import { PAGING } from './constants.js';

export const ListMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type ListMeta = z.infer<typeof ListMetaSchema>;

/** `?page=1&per_page=25&sort=-created_at&search=…&filter[status]=live` */
export function listQuerySchema<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) {
  const sortValues = sortable.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(PAGING.maxPerPage).default(PAGING.defaultPerPage),
    sort: z.enum(sortValues).optional(),
    search: z.string().trim().max(200).optional(),
    filter: z.object(filters).strict().default({} as never),
  });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: ListMetaSchema });
}

export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
