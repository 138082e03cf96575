import { z } from 'zod';
import { dataOf, listQuerySchema, pageOf } from './list.js';
import type { ResourceSchemas } from './resource.js';
import { singleLineText } from './validation.js';

/** A site's own labels with a colour, attached to jobs, seekers and applications (decision 0014). */
export const TAG_NAME_MAX = 50;
/** How many tags one job, seeker or application may carry. */
export const TAGS_PER_RECORD_MAX = 20;

/** The colours offered for a tag; a tag created without one gets `defaultTagColor(name)`. */
export const TAG_COLORS = [
  '#1d4ed8',
  '#0f766e',
  '#15803d',
  '#a16207',
  '#c2410c',
  '#b91c1c',
  '#be185d',
  '#7e22ce',
  '#4338ca',
  '#475569',
] as const;

/** The same name always gets the same colour, so a tag created inline looks the same everywhere. */
export function defaultTagColor(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return TAG_COLORS[hash % TAG_COLORS.length] ?? TAG_COLORS[0];
}

export const TagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

/** A tag as a tagged record carries it (`job.tags`, `seeker.tags`, `application.tags`). */
export const TagRefSchema = TagSchema.pick({ id: true, name: true, color: true });
export type TagRef = z.infer<typeof TagRefSchema>;

/** One line, trimmed, inner spaces collapsed; unique per site ignoring case. */
const tagName = singleLineText(TAG_NAME_MAX).transform((name) => name.replace(/\s+/g, ' '));

/** `#rrggbb`, stored in lower case. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/)
  .transform((color) => color.toLowerCase());

export const CreateTagSchema = z.object({ name: tagName, color: hexColorSchema.optional() });
export type CreateTag = z.infer<typeof CreateTagSchema>;
export type CreateTagInput = z.input<typeof CreateTagSchema>;

/** PATCH: rename, recolour, or both; an absent field keeps its value. */
export const UpdateTagSchema = z.object({ name: tagName.optional(), color: hexColorSchema.optional() });
export type UpdateTag = z.infer<typeof UpdateTagSchema>;

export const TAG_SORTS = ['name', 'created_at'] as const;
export const TagListQuerySchema = listQuerySchema(TAG_SORTS, {});
export type TagListQuery = z.infer<typeof TagListQuerySchema>;

export const TagPageSchema = pageOf(TagSchema);
export const TagDataSchema = dataOf(TagSchema);

/** Tags as a resource (decision 0014): the site's list, a save's body and answer. */
export const TAG_RESOURCE = {
  query: TagListQuerySchema,
  page: TagPageSchema,
  saved: TagDataSchema,
  create: CreateTagSchema,
  update: UpdateTagSchema,
} satisfies ResourceSchemas;
export const TagIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

/**
 * The tags a tagged record's create/update body carries (`tag_ids`), duplicates dropped. The API
 * checks that each is the site's own (`tagsForSite`, 422 otherwise).
 */
export const TagIdsSchema = z
  .array(z.number().int().min(1).max(2147483647))
  .max(TAGS_PER_RECORD_MAX)
  .transform((ids) => [...new Set(ids)]);

/** `PUT /v1/{jobs|seekers|applications}/{uuid}/tags`: the record's whole set of tags. */
export const SetTagsSchema = z.object({ tag_ids: TagIdsSchema });
export type SetTags = z.infer<typeof SetTagsSchema>;
/** The answer of GET and PUT `…/{uuid}/tags`. */
export const TagRefListSchema = dataOf(z.array(TagRefSchema));
