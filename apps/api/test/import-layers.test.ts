import { describe, expect, it } from 'vitest';
import { runScript, scriptTrees } from './script-trees.js';

// The layer check `npm run lint` runs (decision 0075), on small trees written for each case.
const write = scriptTrees('import-layers-');

/** A tree with one file in each of a few layers of both apps, importing downwards, plus the given files. */
function check(files: Record<string, string>) {
  const root = write({
    'apps/web/src/lib/list-state.ts': 'export const PAGE = 1;\n',
    'apps/web/src/components/list/table.tsx':
      "import { PAGE } from '../../lib/list-state';\nexport const page = PAGE;\n",
    'apps/web/src/features/jobs/list.tsx':
      "import { page } from '../../components/list/table';\nexport const p = page;\n",
    'apps/api/src/lib/queue/queue.ts': 'export const QUEUES = [];\n',
    'apps/api/src/modules/a/index.ts': "export { one } from './service.js';\n",
    'apps/api/src/modules/a/service.ts':
      "import { QUEUES } from '../../lib/queue/queue.js';\nexport const one = QUEUES;\n",
    'apps/api/src/workers/workers.ts': "import { one } from '../modules/a/index.js';\nexport const w = one;\n",
    ...files,
  });
  return runScript('check-import-cycles.mjs', root);
}

describe('imports point down the layers (npm run lint)', () => {
  it('passes imports downwards and within a layer, and lets tests and test support import anything', () => {
    const { status, output } = check({
      'apps/web/src/lib/list-state.test.ts': "import { p } from '../features/jobs/list';\nexport const t = p;\n",
      'apps/web/src/testing/render.tsx': "import { page } from '../components/list/table';\nexport const r = page;\n",
      'apps/api/src/lib/queue/queue.test.ts': "import { w } from '../../workers/workers.js';\nexport const t = w;\n",
    });
    expect(output).toContain('Every import points down its layers.');
    expect(status).toBe(0);
  });

  it('refuses a web lib file importing a component, and names the file, the target and their layers', () => {
    const { status, output } = check({
      'apps/web/src/lib/row.ts': "import { page } from '../components/list/table';\nexport const r = page;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'apps/web/src/lib/row.ts (lib) imports apps/web/src/components/list/table.tsx (components): move what it needs into lib or lower.',
    );
  });

  it('refuses a component importing a feature, and a type-only import counts', () => {
    const { status, output } = check({
      'apps/web/src/components/list/row.tsx':
        "import type { p } from '../../features/jobs/list';\nexport type R = typeof p;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'apps/web/src/components/list/row.tsx (components) imports apps/web/src/features/jobs/list.tsx (features)',
    );
  });

  it('refuses the API queue or a module importing the composition', () => {
    const { status, output } = check({
      'apps/api/src/lib/queue/loop.ts': "import { w } from '../../workers/workers.js';\nexport const l = w;\n",
      'apps/api/src/modules/a/routes.ts': "import { w } from '../../workers/workers.js';\nexport const r = w;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain(
      'apps/api/src/lib/queue/loop.ts (lib/db) imports apps/api/src/workers/workers.ts (composition)',
    );
    expect(output).toContain(
      'apps/api/src/modules/a/routes.ts (modules) imports apps/api/src/workers/workers.ts (composition)',
    );
  });

  it('refuses a file in a folder no layer names', () => {
    const { status, output } = check({ 'apps/api/src/jobs/queue.ts': 'export const q = 1;\n' });
    expect(status).toBe(1);
    expect(output).toContain('apps/api/src/jobs/queue.ts is in no layer: name its folder in scripts/layers.mjs.');
  });
});
