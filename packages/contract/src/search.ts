import { z } from 'zod';

/**
 * The navbar's search (decision 0055): what `GET /v1/search` looks through, in the order the
 * palette shows the groups. Each kind is searched only where the caller may read its list.
 */
export const SEARCH_KINDS = ['jobs', 'employers', 'seekers', 'applications', 'consultants'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Bounds of a search: a shorter term would match too much to mean anything; a few hits per kind. */
export const SEARCH_LIMITS = { minLength: 2, maxLength: 100, hitsPerKind: 5 } as const;

/** `types=jobs,seekers`: a comma-separated subset of the kinds; absent or empty means all of them. */
const kindsList = z
  .string()
  .trim()
  .max(200)
  .transform((value) =>
    value
      .split(',')
      .map((kind) => kind.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(SEARCH_KINDS)))
  .transform((kinds) => (kinds.length ? [...new Set(kinds)] : [...SEARCH_KINDS]));

/** `?q=nurse&types=jobs,applications` */
export const SearchQuerySchema = z.object({
  q: z.string().trim().min(SEARCH_LIMITS.minLength).max(SEARCH_LIMITS.maxLength),
  types: kindsList.optional().transform((kinds) => kinds ?? [...SEARCH_KINDS]),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * One hit: the row's key as the page's path names it (a uuid, or an integer id as text), the line
 * to show and a second line that tells two alike apart (a job's reference, a person's email).
 */
export const SearchHitSchema = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  status: z.string().nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

export const SearchGroupSchema = z.object({ kind: z.enum(SEARCH_KINDS), hits: z.array(SearchHitSchema) });
export type SearchGroup = z.infer<typeof SearchGroupSchema>;

/** The kinds the caller may search and asked for, in `SEARCH_KINDS` order, each ranked best first. */
export const SearchResultSchema = z.object({ data: z.array(SearchGroupSchema) });
export type SearchResult = z.infer<typeof SearchResultSchema>;
