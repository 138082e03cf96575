import { describe, expect, it } from 'vitest';
import { CreateTagSchema, defaultTagColor, TAG_COLORS, TAGS_PER_RECORD_MAX, TagIdsSchema } from './tags.js';
import './validation.js';

describe('tag schemas', () => {
  it('trims a name and collapses its inner spaces', () => {
    expect(CreateTagSchema.parse({ name: '  Night \t shift ' })).toEqual({ name: 'Night shift' });
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
