import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AccountUserPageSchema,
  ApplicationPageSchema,
  ConsultantPageSchema,
  CreditLedgerPageSchema,
  EmployerPageSchema,
  EmployerUserPageSchema,
  FlaggedJobPageSchema,
  JobPageSchema,
  ProductPageSchema,
  PublicJobPageSchema,
  SeekerPageSchema,
  TagPageSchema,
} from '@portal/contract';
import { useTestApp } from './helper.js';

// Decision 0071: list pages are written by the serializer compiled from their JSON schema. Every
// list answers the bytes zod's encode of the same page writes: the same fields in the same order,
// nulls kept, absent optionals left out.
const t = useTestApp();

const LISTS: [string, z.ZodType][] = [
  ['/portal/v1/jobs', JobPageSchema],
  ['/portal/v1/employers?sort=business_name', EmployerPageSchema],
  ['/portal/v1/applications', ApplicationPageSchema],
  ['/portal/v1/seekers', SeekerPageSchema],
  ['/portal/v1/consultants', ConsultantPageSchema],
  ['/portal/v1/site/products', ProductPageSchema],
  ['/portal/v1/site/tags', TagPageSchema],
  ['/portal/v1/site/flagged-jobs', FlaggedJobPageSchema],
  ['/portal/v1/accounts/users', AccountUserPageSchema],
];

const zodBytes = (schema: z.ZodType, body: string) => JSON.stringify(z.encode(schema, JSON.parse(body)));

describe('list pages, written from their compiled schema', () => {
  it('answer every staff list as zod’s encode writes it', async () => {
    const token = await t.login('owner@acme.test');
    const scope = { aid: await t.ids.account('acme'), sid: t.ids.site('acme/careers') };
    for (const [url, schema] of LISTS) {
      const res = await t.request({ method: 'GET', url, token, scope });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(JSON.parse(res.body).data.length, url).toBeGreaterThan(0);
      expect(res.body, url).toBe(zodBytes(schema, res.body));
    }
    const ledger = await t.request({
      method: 'GET',
      url: '/portal/v1/credit/ledgers',
      token,
      scope: { ...scope, empid: t.ids.employer('Acme Bakery') },
    });
    expect(ledger.statusCode).toBe(200);
    expect(JSON.parse(ledger.body).data.length).toBeGreaterThan(0);
    expect(ledger.body).toBe(zodBytes(CreditLedgerPageSchema, ledger.body));
    const users = await t.request({
      method: 'GET',
      url: `/portal/v1/employers/${t.ids.employer('Acme Bakery')}/users`,
      token,
      scope,
    });
    expect(users.statusCode).toBe(200);
    expect(users.body).toBe(zodBytes(EmployerUserPageSchema, users.body));
  });

  it('answer the public job feed as zod’s encode writes it', async () => {
    const res = await t.request({ method: 'GET', url: '/portal/v1/public/sites/localhost/jobs' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data.length).toBeGreaterThan(0);
    expect(res.body).toBe(zodBytes(PublicJobPageSchema, res.body));
  });
});
