import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';

// What the hostile-input walk (decision 0097) found, pinned one by one so each stays fixed
// whatever seed a later walk draws.
const t = useTestApp();
let owner: string;
let careers: { sid: number };
beforeAll(async () => {
  owner = await t.login('owner@acme.test');
  careers = { sid: t.ids.site('acme/careers') };
});

/** Past the largest id a `serial` column holds (2^31 - 1), and the largest a JSON number holds exactly. */
const TOO_LARGE = ['2147483648', '9007199254740991'];

describe('an id past the largest a table holds', () => {
  it('is a 422 on the list filter that names it, never a 500', async () => {
    for (const value of TOO_LARGE) {
      for (const [list, filter] of [
        ['jobs', 'employer'],
        ['jobs', 'consultant'],
        ['jobs', 'tag'],
        ['applications', 'employer'],
        ['applications', 'tag'],
        ['seekers', 'tag'],
      ]) {
        const url = `/portal/v1/${list}?filter[${filter}]=${value}`;
        const res = await t.request({ method: 'GET', url, token: owner, scope: careers });
        expect([res.statusCode, res.json()], url).toEqual([
          422,
          { message: MESSAGES.givenDataInvalid, errors: { [`filter.${filter}`]: [expect.any(String)] } },
        ]);
      }
    }
  });

  it('is a 422 on the body field that names it, never a 500', async () => {
    for (const value of TOO_LARGE.map(Number)) {
      const res = await t.request({
        method: 'POST',
        url: '/portal/v1/jobs',
        token: owner,
        scope: careers,
        payload: { title: 'Too far', employer_id: value, key_contact_id: value },
      });
      expect(res.statusCode, String(value)).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['employer_id', 'key_contact_id']);
    }
  });
});
