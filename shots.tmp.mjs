import { chromium } from '@playwright/test';
const base = 'http://localhost:3357';
const [email, w, h, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, baseURL: base });
const page = await ctx.newPage();
const res = await page.request.post('/portal/auth/login', { headers: { 'X-AF-EID': 'portal-demo' }, data: { email, password: 'demo-pass-1234' } });
const token = (await res.json()).access_token;
await page.addInitScript((t) => { if (!localStorage.getItem('portal-auth')) localStorage.setItem('portal-auth', JSON.stringify({ access_token: t, token_type: 'Bearer', parent: null, redirect: null })); }, token);
for (const p of paths) {
  await page.goto(p);
  await page.waitForLoadState('networkidle', {timeout: 5000}).catch(()=>{});
  await page.waitForTimeout(500);
  const m = await page.evaluate(() => ({ sw: document.documentElement.scrollWidth, iw: innerWidth, url: location.pathname }));
  const name = `/tmp/shots/${email.split('@')[0]}-${w}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name });
  console.log(name, JSON.stringify(m));
}
await browser.close();
