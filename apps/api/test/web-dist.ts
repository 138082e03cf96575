import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app as `npm start` serves it (index.html and the lean login.html), in a throw-away folder. */
export function fakeWebDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<title>spa</title>');
  fs.writeFileSync(path.join(dir, 'login.html'), '<title>login</title>');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
