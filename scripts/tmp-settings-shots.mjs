import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const base = 'http://localhost:3410';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
const res = await page.request.post(`${base}/portal/auth/login`, { headers: { 'X-AF-EID': 'portal-demo' }, data: { email: 'admin@acme.test', password: 'demo-pass-1234' } });
const { access_token } = await res.json();
await page.addInitScript((token) => {
  if (sessionStorage.getItem('seeded')) return;
  sessionStorage.setItem('seeded', '1');
  localStorage.setItem('portal-auth', JSON.stringify({ access_token: token, token_type: 'Bearer', parent: null, redirect: null }));
}, access_token);
for (const tab of ['general', 'branding', 'field-options', 'application-stages', 'mail-templates']) {
  await page.goto(`${base}/acme/careers/settings?tab=${tab}`);
  await page.getByRole('tabpanel').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${tab}.png`, fullPage: true });
}
// Keyboard: rename a work type and move it.
await page.goto(`${base}/acme/careers/settings?tab=field-options&list=work_type`);
await page.getByRole('button', { name: 'Rename Casual' }).click();
await page.getByLabel('New name').fill('Casual / on call');
await page.keyboard.press('Enter');
await page.getByRole('button', { name: 'Move Casual / on call up' }).focus();
await page.keyboard.press('Enter');
await page.waitForTimeout(800);
console.log('focused after move:', await page.evaluate(() => document.activeElement?.getAttribute('aria-label')));
await page.screenshot({ path: '/tmp/shots/field-options-after.png', fullPage: true });
// Branding: change the primary colour and see the portal re-themed.
await page.goto(`${base}/acme/careers/settings?tab=branding`);
const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
await primary.waitFor();
const navColour = () => page.evaluate(() => getComputedStyle(document.querySelector('.MuiTab-root.Mui-selected')).color);
const before = await navColour();
await primary.fill('#fde047');
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/branding-warning.png', fullPage: true });
await primary.fill('#b91c1c');
await page.getByRole('button', { name: 'Save' }).click();
await page.waitForTimeout(1500);
console.log('selected tab colour', before, '->', await navColour());
await page.goto(`${base}/acme/careers/settings?tab=mail-templates&mail=employer_rejected`);
await page.getByRole('textbox', { name: 'Subject' }).waitFor();
await page.getByRole('textbox', { name: 'Subject' }).fill('About {{business_name}} and {{oops}}');
await page.getByRole('button', { name: 'Save' }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/mail-error.png', fullPage: true });
console.log('errors:', errors);
await browser.close();
