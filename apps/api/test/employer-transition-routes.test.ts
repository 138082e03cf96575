import { describe, expect, it } from 'vitest';
import { EMPLOYER_TRANSITION_NAMES, EMPLOYER_TRANSITIONS, MESSAGES } from '@portal/contract';
import { useTestApp } from './helper.js';

const t = useTestApp();
const ids = t.ids;

describe('POST /portal/v1/employers/{id|bulk}/{transition}, built from EMPLOYER_TRANSITIONS', () => {
  it('has a single and a bulk route for every transition, refused without the entry’s permission', async () => {
    const recruiter = await t.login('recruiter@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const id = ids.employer('Acme Bakery');
    for (const name of EMPLOYER_TRANSITION_NAMES) {
      expect(EMPLOYER_TRANSITIONS[name].permission.subject).toBe('employers');
      for (const url of [`/portal/v1/employers/:id/${name}`, `/portal/v1/employers/bulk/${name}`]) {
        expect(t.app.hasRoute({ method: 'POST', url }), url).toBe(true);
      }
      const single = await t.request({
        method: 'POST',
        url: `/portal/v1/employers/${id}/${name}`,
        token: recruiter,
        scope,
      });
      const bulk = await t.request({
        method: 'POST',
        url: `/portal/v1/employers/bulk/${name}`,
        token: recruiter,
        scope,
        payload: { ids: [id] },
      });
      expect([single.statusCode, bulk.statusCode], name).toEqual([403, 403]);
    }
  });

  it('validates each bulk body with the entry’s own fields (reject needs a reason)', async () => {
    const admin = await t.login('admin@acme.test');
    const scope = { sid: ids.site('acme/careers') };
    const id = ids.employer('Acme Bakery');
    const reject = await t.request({
      method: 'POST',
      url: '/portal/v1/employers/bulk/reject',
      token: admin,
      scope,
      payload: { ids: [id] },
    });
    expect(reject.statusCode).toBe(422);
    expect(reject.json().errors).toHaveProperty('reason');
    const single = await t.request({ method: 'POST', url: `/portal/v1/employers/${id}/reject`, token: admin, scope });
    expect(single.statusCode).toBe(422);
    expect(single.json().errors).toHaveProperty('reason');
  });

  it('answers 401 before validating a transition body when signed out', async () => {
    for (const name of EMPLOYER_TRANSITION_NAMES) {
      const res = await t.request({
        method: 'POST',
        url: `/portal/v1/employers/bulk/${name}`,
        payload: { ids: 'nope' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthenticated });
    }
  });
});
