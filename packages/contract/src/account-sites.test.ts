import { describe, expect, it } from 'vitest';
import { isReservedSiteName, RESERVED_SITE_NAMES, siteNameField } from './account-sites.js';
import { MESSAGES } from './messages.js';

describe('reserved site names', () => {
  it('names the account pages that win over /{account}/{site}', () => {
    expect(RESERVED_SITE_NAMES).toEqual(['sites', 'users']);
  });

  it('refuses sites and users, whatever their case or spaces, and accepts any other name', () => {
    for (const name of ['sites', 'users', 'Users', ' SITES ']) {
      const parsed = siteNameField().safeParse(name);
      expect(parsed.success, name).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.siteNameReserved);
    }
    expect(siteNameField().parse('careers')).toBe('careers');
    expect(isReservedSiteName('user')).toBe(false);
  });
});
