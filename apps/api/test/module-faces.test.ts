import { describe, expect, it } from 'vitest';
import { repoRoot, runScript, scriptTrees } from './script-trees.js';

// The check `npm run lint` runs (decision 0029), on the repository and on small trees written for each case.
const check = (cwd: string) => runScript('check-import-cycles.mjs', cwd);
const write = scriptTrees('module-faces-');

/** A tree with modules `a` and `b` (faces exporting one thing each), plus the given files. */
function tree(files: Record<string, string>) {
  return write({
    'apps/api/src/modules/a/index.ts': "export { rowOf } from './repository.js';\n",
    'apps/api/src/modules/a/repository.ts': 'export const rowOf = (id: number) => ({ id });\n',
    'apps/api/src/modules/b/index.ts': "export { settle } from './service.js';\n",
    'apps/api/src/modules/b/service.ts':
      "import { rowOf } from '../a/index.js';\nexport const settle = () => rowOf(1);\n",
    ...files,
  });
}

describe('API modules meet through their faces (npm run lint)', () => {
  it('passes on this repository: every import of another module goes through its face, and no circle', () => {
    const { status, output } = check(repoRoot);
    expect(output).toContain('meet through their faces, with no circle');
    expect(status).toBe(0);
  });

  it('lets a module use its own files, and tests and faces reach what they need', () => {
    const { status, output } = check(
      tree({
        'apps/api/src/modules/a/service.ts': "import { rowOf } from './repository.js';\nexport const one = rowOf(1);\n",
        'apps/api/src/workers/sweep.ts': "import { settle } from '../modules/b/index.js';\nsettle();\n",
        'apps/api/test/a.test.ts': "import { rowOf } from '../src/modules/a/repository.js';\nrowOf(2);\n",
        'apps/api/src/modules/a/repository.test.ts': "import { settle } from '../b/service.js';\nsettle();\n",
      }),
    );
    expect(output).toContain('2 API modules meet through their faces');
    expect(status).toBe(0);
  });

  it("refuses a module importing another module's repository, and names the face to use", () => {
    const { status, output } = check(
      tree({ 'apps/api/src/modules/b/list.ts': "import { rowOf } from '../a/repository.js';\nrowOf(3);\n" }),
    );
    expect(status).toBe(1);
    expect(output).toContain(
      'apps/api/src/modules/b/list.ts imports apps/api/src/modules/a/repository.ts: import apps/api/src/modules/a/index.ts instead.',
    );
  });

  it("refuses code outside the modules (workers, plugins, app) reaching into a module's internals, type-only too", () => {
    const { status, output } = check(
      tree({
        'apps/api/src/workers/sweep.ts':
          "import type { settle } from '../modules/b/service.js';\nexport type S = typeof settle;\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain('apps/api/src/workers/sweep.ts imports apps/api/src/modules/b/service.ts');
  });

  it('refuses a circle between two modules, even through their faces and a type-only import', () => {
    const { status, output } = check(
      tree({
        'apps/api/src/modules/a/repository.ts':
          "import type { settle } from '../b/index.js';\nexport type S = typeof settle;\nexport const rowOf = (id: number) => ({ id });\n",
      }),
    );
    expect(status).toBe(1);
    expect(output).toMatch(/Modules in a circle: (a, b|b, a)/);
    expect(output).toContain('b → a (apps/api/src/modules/b/service.ts → apps/api/src/modules/a/index.ts)');
  });

  it('refuses a module without a face, a face that holds code or publishes every file, and a module importing its own face', () => {
    const { status, output } = check(
      tree({
        'apps/api/src/modules/c/routes.ts': 'export const routes = [];\n',
        'apps/api/src/modules/a/service.ts': "import { rowOf } from './index.js';\nrowOf(4);\n",
        'apps/api/src/modules/b/index.ts': "export * from './service.js';\n",
        'apps/api/src/modules/d/index.ts': "// The face.\nexport { one } from './one.js';\nexport const two = 2;\n",
        'apps/api/src/modules/d/one.ts': 'export const one = 1;\n',
      }),
    );
    expect(status).toBe(1);
    expect(output).toContain('apps/api/src/modules/c has no index.ts');
    expect(output).toContain(
      "apps/api/src/modules/b/index.ts holds more than named re-exports: move `export * from './service.js';`",
    );
    expect(output).toContain(
      'apps/api/src/modules/d/index.ts holds more than named re-exports: move `export const two = 2;`',
    );
    expect(output).toContain("apps/api/src/modules/a/service.ts imports its own module's index.ts");
  });
});
