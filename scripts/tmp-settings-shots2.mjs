import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const base = 'http://localhost:3410';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
async function as(email, prefs) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const res = await page.request.post(`${base}/portal/auth/login`, { headers: { 'X-AF-EID': 'portal-demo' }, data: { email, password: 'demo-pass-1234' } });
  const { access_token } = await res.json();
  await page.addInitScript(([token, prefs]) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('portal-auth', JSON.stringify({ access_token: token, token_type: 'Bearer', parent: null, redirect: null }));
    if (prefs) localStorage.setItem('portal-preferences', JSON.stringify(prefs));
  }, [access_token, prefs]);
  return page;
}
const rec = await as('recruiter@acme.test');
await rec.goto(`${base}/acme/careers/settings`);
await rec.waitForTimeout(2500);
console.log('recruiter lands on', new URL(rec.url()).pathname, 'nav has settings:', await rec.getByRole('link', { name: 'Settings' }).count());
const manager = await as('manager@acme.test');
await manager.goto(`${base}/acme/careers/settings?tab=application-stages`);
await manager.getByRole('list', { name: 'Application stages' }).waitFor();
await manager.getByLabel('Stage name').fill('Reference check');
await manager.getByRole('button', { name: 'Add', exact: true }).click();
await manager.waitForTimeout(1000);
await manager.screenshot({ path: '/tmp/shots/stages.png', fullPage: true });
await browser.close();
