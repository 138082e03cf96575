import type { APIRequestContext } from '@playwright/test';
import { apiToken, ENTERPRISE } from './session';
import { expect } from './test';

/** The API as one demo user sees it, in the demo site Acme Careers (and, for staff, naming Acme Bakery). */
export interface Client {
  get(url: string): Promise<unknown>;
  post(url: string, data?: unknown): Promise<unknown>;
  put(url: string, data?: unknown): Promise<unknown>;
}

/** The demo's Acme Bakery through the API: its admin, and the site's admin acting for it. */
export interface Bakery {
  employer: Client;
  staff: Client;
  employerToken: string;
  staffToken: string;
  /** Where the employer's contact reads the job mails (seed: `contact@<slug>.example`). */
  contact: string;
}

/** A client whose every answer must be a success; it answers the JSON body. */
function clientOf(request: APIRequestContext, token: string, headers: Record<string, string>): Client {
  const all = { ...ENTERPRISE, ...headers, Authorization: `Bearer ${token}` };
  const send = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const res = await request[method](`/portal${url}`, { headers: all, data });
    expect(res.ok(), `${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as unknown;
  };
  return {
    get: (url) => send('get', url),
    post: (url, data) => send('post', url, data),
    put: (url, data) => send('put', url, data),
  };
}

/** Signs in Acme Bakery's admin and the site's admin once, through the real login. */
export async function bakeryApi(request: APIRequestContext): Promise<Bakery> {
  const employerToken = await apiToken(request, 'employer@acme.test');
  const staffToken = await apiToken(request, 'admin@acme.test');
  const me = (await clientOf(request, employerToken, {}).get('/auth/me')) as {
    accounts: { name: string; sites: { id: number; name: string; employers: { id: number; name: string }[] }[] }[];
  };
  const site = me.accounts.find((a) => a.name === 'acme')?.sites.find((s) => s.name === 'careers');
  const bakery = site?.employers.find((e) => e.name === 'Acme Bakery');
  if (!site || !bakery) throw new Error('employer@acme.test does not reach Acme Bakery in acme/careers');
  const scope = { 'X-AF-SID': String(site.id), 'X-AF-EMPID': String(bakery.id) };
  return {
    employer: clientOf(request, employerToken, scope),
    staff: clientOf(request, staffToken, scope),
    employerToken,
    staffToken,
    contact: 'contact@acmebakery.example',
  };
}

/** Acme Bakery's credit balance. */
export async function balanceOf(bakery: Bakery): Promise<number> {
  return ((await bakery.employer.get('/v1/credit/balance')) as { data: { balance: number } }).data.balance;
}

/** Makes the balance `target` as staff do it (a grant or a revocation with a reason); answers the one before. */
export async function setBalance(bakery: Bakery, target: number): Promise<number> {
  const before = await balanceOf(bakery);
  if (before !== target) {
    await bakery.staff.post('/v1/credit/grants', {
      amount: Math.abs(target - before),
      direction: target > before ? 'grant' : 'revoke',
      reason: 'Browser journey: balance set for the test',
    });
  }
  return before;
}

/** A draft of Acme Bakery with what publishing needs (decision 0037): a description and where to apply. */
export async function draftJob(bakery: Bakery, title: string): Promise<string> {
  const created = (await bakery.employer.post('/v1/jobs', {
    title,
    description: '<p>Bakes bread through the night.</p>',
    apply_on: 'site',
    application_emails: ['jobs@acme.test'],
  })) as { data: { uuid: string } };
  return created.data.uuid;
}

/** Whether the site's approval policy holds a new job of an employer's user for approval. */
export async function jobsGoOnHold(bakery: Bakery): Promise<boolean> {
  const settings = (await bakery.staff.get('/v1/site/settings')) as { data: { general: GeneralSettings } };
  return settings.data.general.approval.jobs_on_hold;
}

/** The site's one-credit product. */
async function standardProduct(bakery: Bakery): Promise<string> {
  const products = (await bakery.employer.get('/v1/credit/credit-actions')) as {
    data: { uuid: string; credits: number }[];
  };
  const product = products.data.find((p) => p.credits === 1);
  if (!product) throw new Error('no one-credit product on acme/careers');
  return product.uuid;
}

/**
 * A job of Acme Bakery on hold, as the product makes one: the site's policy holds new jobs while
 * its admin publishes a draft with a credit; the policy is put back as it was.
 */
export async function heldJob(bakery: Bakery, title: string): Promise<string> {
  const uuid = await draftJob(bakery, title);
  const product = await standardProduct(bakery);
  if ((await balanceOf(bakery)) < 1) await setBalance(bakery, 1);
  const { general } = ((await bakery.staff.get('/v1/site/settings')) as { data: { general: GeneralSettings } }).data;
  await bakery.staff.put('/v1/site/settings/general', {
    ...general,
    approval: { ...general.approval, jobs_on_hold: true },
  });
  try {
    const published = (await bakery.employer.post(`/v1/jobs/${uuid}/publish`, { product, pay_with: 'credit' })) as {
      data: { status: string };
    };
    expect(published.data.status).toBe('on_hold');
  } finally {
    await bakery.staff.put('/v1/site/settings/general', general);
  }
  return uuid;
}

interface GeneralSettings {
  approval: { employers_on_hold: boolean; jobs_on_hold: boolean };
  languages: string[];
  default_locale: string;
  snackbar_timeout_ms: number;
}
