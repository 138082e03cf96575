import { describe, expect, it } from 'vitest';
import { PreferencesSchema } from '../lib/preferences';
import { PERSISTED_KEYS } from './preferences';

describe('the sign-in page preferences', () => {
  it('keep exactly the keys the SPA persists', () => {
    expect([...PERSISTED_KEYS].sort()).toEqual(Object.keys(PreferencesSchema.shape).sort());
  });
});
