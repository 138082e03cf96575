import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

// The lint scripts' tests (import cycles and faces, layers, docs): a script of `scripts/` run on the
// repository or on a small tree of files written for one case and removed after it.
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Runs `scripts/<name>` in `cwd`; its exit status and everything it printed. */
export function runScript(name: string, cwd: string) {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', name)], { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Returns a function writing `files` (path → text) under a fresh temporary folder, removed after each test. */
export function scriptTrees(prefix: string) {
  const trees: string[] = [];
  afterEach(() => {
    for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  return (files: Record<string, string>) => {
    const root = mkdtempSync(path.join(tmpdir(), prefix));
    trees.push(root);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  };
}
