import { describe, expect, it } from 'vitest';
import { CreateTagSchema, defaultTagColor, TAG_COLORS, TAGS_PER_RECORD_MAX, TagIdsSchema } from './tags.js';
import './validation.js';

describe('tag schemas', () => {
  it('trims a name and collapses its inner spaces; a tab or line break is refused (one line)', () => {
    expect(CreateTagSchema.parse({ name: '  Night \u00a0  shift ' })).toEqual({ name: 'Night shift' });
    expect(CreateTagSchema.safeParse({ name: 'Night \t shift' }).success).toBe(false);
    expect(CreateTagSchema.safeParse({ name: 'Night\nshift' }).success).toBe(false);
  });

  it('keeps each tag id once and bounds how many a record carries', () => {
    expect(TagIdsSchema.parse([3, 1, 3])).toEqual([3, 1]);
    expect(TagIdsSchema.safeParse(Array.from({ length: TAGS_PER_RECORD_MAX + 1 }, (_, i) => i + 1)).success).toBe(
      false,
    );
  });

  it('gives a name the same palette colour whatever its case or spacing', () => {
    expect(TAG_COLORS).toContain(defaultTagColor('Urgent'));
    expect(defaultTagColor(' urgent ')).toBe(defaultTagColor('URGENT'));
  });
});
