import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES } from '@portal/contract';
import { queryRows } from '../src/db/client.js';
import { runCreateAccount } from '../src/create-account.js';
import { useTestApp } from './helper.js';

/** `npm run create-account` on a production database, which starts empty (decision 0021). */
const KEY = 'acme-production-key';
const t = useTestApp({
  NODE_ENV: 'production',
  ENTERPRISE_KEY: KEY,
  PUBLIC_URL: 'https://portal.example.com',
  PAYMENT_PROVIDER: 'none',
});
const enterprise = { [HEADERS.enterprise]: KEY };

const FLAGS = {
  account: 'Acme',
  site: 'Acme Jobs',
  domain: 'Jobs.Acme.com',
  'owner-email': 'Owner@Acme.com',
  'owner-name': 'Jane Owner',
};
const argv = (flags: Record<string, string>) => Object.entries(flags).flatMap(([flag, value]) => [`--${flag}`, value]);

async function run(flags: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCreateAccount(argv(flags), t.deps.config, {
    database: t.deps.database,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const counts = async () =>
  (
    await queryRows<Record<string, number>>(
      t.deps.db,
      sql`select (select count(*)::int from enterprises) as enterprises, (select count(*)::int from accounts) as accounts,
        (select count(*)::int from sites) as sites, (select count(*)::int from site_domains) as domains,
        (select count(*)::int from users) as users, (select count(*)::int from memberships) as memberships,
        (select count(*)::int from password_reset_tokens) as tokens`,
    )
  )[0];

describe('npm run create-account', () => {
  let link: URL;

  it('creates the enterprise, account, site, primary domain and owner, and prints a link on the site domain', async () => {
    expect(await counts()).toMatchObject({ enterprises: 0, accounts: 0, users: 0 });
    const result = await run(FLAGS);
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/not mailed/);
    const printed = /https:\/\/\S+/.exec(result.out)?.[0];
    expect(printed).toBeDefined();
    link = new URL(printed ?? '');
    expect(link.origin).toBe('https://jobs.acme.com');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe('owner@acme.com');

    const [row] = await queryRows<Record<string, unknown>>(
      t.deps.db,
      sql`select e.key, a.name as account, s.name as site, d.domain, d.is_primary, u.email, u.name, u.password_hash, r.key as role
        from enterprises e join accounts a on a.enterprise_id = e.id join sites s on s.account_id = a.id
        join site_domains d on d.site_id = s.id join users u on u.enterprise_id = e.id
        join memberships m on m.user_id = u.id and m.scope_type = 'account' and m.scope_id = a.id
        join roles r on r.id = m.role_id`,
    );
    expect(row).toEqual({
      key: KEY,
      account: 'Acme',
      site: 'Acme Jobs',
      domain: 'jobs.acme.com',
      is_primary: true,
      email: 'owner@acme.com',
      name: 'Jane Owner',
      password_hash: null,
      role: 'account-owner',
    });
    const options = await queryRows<{ n: number }>(t.deps.db, sql`select count(*)::int as n from field_options`);
    expect(options[0]?.n).toBeGreaterThan(0);
  });

  it('lets the owner choose a password with the link, sign in and see the account and site', async () => {
    const password = 'a-real-password-42';
    const reset = await t.request({
      method: 'POST',
      url: '/portal/auth/reset-password',
      headers: enterprise,
      payload: {
        token: link.searchParams.get('token'),
        email: 'owner@acme.com',
        password,
        password_confirmation: password,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/portal/auth/login',
      headers: enterprise,
      payload: { email: 'owner@acme.com', password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ access_token: string }>().access_token;
    const me = await t.request({ method: 'GET', url: '/portal/auth/me', headers: enterprise, token });
    expect(me.statusCode, me.body).toBe(200);
    const accounts = me.json<{ accounts: { name: string; sites: { name: string }[] }[] }>().accounts;
    expect(accounts.map((a) => [a.name, a.sites.map((s) => s.name)])).toEqual([['Acme', ['Acme Jobs']]]);

    const again = await t.request({
      method: 'POST',
      url: '/portal/auth/reset-password',
      headers: enterprise,
      payload: {
        token: link.searchParams.get('token'),
        email: 'owner@acme.com',
        password,
        password_confirmation: password,
      },
    });
    expect(again.statusCode).toBe(422);
  });

  it('refuses a domain that already belongs to a site, writing nothing', async () => {
    const before = await counts();
    const result = await run({
      ...FLAGS,
      account: 'Globex',
      'owner-email': 'owner@globex.com',
      domain: 'jobs.acme.com',
    });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^--domain: jobs\.acme\.com already belongs to a site\. Nothing was written\./);
    expect(await counts()).toEqual(before);
  });

  it('refuses an existing account name, writing nothing', async () => {
    const before = await counts();
    const result = await run({ ...FLAGS, domain: 'other.acme.com', 'owner-email': 'other@acme.com' });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^--account: an account named "Acme" already exists/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a name with a line break, a bad address, a domain with a scheme, and a missing flag, naming each flag', async () => {
    const before = await counts();
    const broken = await run({ ...FLAGS, account: 'Globex', 'owner-name': 'Jane\nOwner' });
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(`--owner-name: ${MESSAGES.singleLine}`);
    const bad = await run({ ...FLAGS, account: 'Globex', 'owner-email': 'nobody', domain: 'https://globex.com' });
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--owner-email:');
    expect(bad.err).toContain('--domain: a bare host name');
    const { site: _site, ...withoutSite } = FLAGS;
    const missing = await run({ ...withoutSite, account: 'Globex' });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`--site: ${MESSAGES.required}`);
    // /{account}/sites and /{account}/users are the account's own pages (decision 0051).
    const reserved = await run({ ...FLAGS, account: 'Globex', site: 'Users' });
    expect(reserved.code).toBe(1);
    expect(reserved.err).toContain(`--site: ${MESSAGES.siteNameReserved}`);
    const unknown = await runCreateAccount(['--acount', 'x'], t.deps.config, {
      database: t.deps.database,
      err: () => undefined,
    });
    expect(unknown).toBe(1);
    expect(await counts()).toEqual(before);
  });
});
