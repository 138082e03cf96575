// Imports point down (decision 0075): each app's source is a stack of layers, and a file may import its own
// layer or a lower one, never a higher one. Every import counts, type-only and dynamic ones too: a type names
// what the lower layer would have to know about. Tests and test support (`*.test.ts`, `testing/`) sit outside
// the stack and may import anything. A file under a root that no layer names is refused until it is declared.
import path from 'node:path';

/**
 * Lowest first. A layer lists paths under its root (a folder or a file); a file belongs to the layer of its
 * longest matching path, so `lib/resource` can sit above `lib`.
 */
export const LAYERS = {
  'apps/web/src': [
    { name: 'base', paths: ['config', 'locales', 'types'] },
    { name: 'lib', paths: ['lib'] },
    { name: 'hooks', paths: ['hooks'] },
    { name: 'api', paths: ['api'] },
    { name: 'components', paths: ['components'] },
    { name: 'features', paths: ['features'] },
    { name: 'app', paths: ['app', 'login', 'main.tsx', 'start-app.tsx', 'document-start.ts'] },
  ],
  'apps/api/src': [
    { name: 'lib/db', paths: ['config.ts', 'config-limits.ts', 'db', 'lib'] },
    { name: 'mail', paths: ['mail'] },
    // The resource kit and AppDeps: what every module builds on (it queues mails).
    { name: 'kit', paths: ['lib/resource'] },
    { name: 'modules', paths: ['modules'] },
    // Fastify plugins: request-context reads the auth and impersonation modules.
    { name: 'plugins', paths: ['plugins'] },
    {
      name: 'composition',
      paths: [
        'app.ts',
        'server.ts',
        'worker.ts',
        'runtime.ts',
        'workers',
        'create-account.ts',
        'create-account-cli.ts',
        'start-or-exit.ts',
        // The demo and scale seeds' entry points write through the modules (candidates apply to jobs).
        'db/seed/index.ts',
        'db/seed/candidates.ts',
        'db/seed/scale-cli.ts',
      ],
    },
  ],
};

const TEST_FILE = /\.(test|pg-test|slow-test)\.tsx?$/;
const isTestSupport = (inRoot) =>
  TEST_FILE.test(inRoot) || inRoot.split('/').some((part) => part === 'testing' || part.startsWith('testing-'));

/** `{ root, index, name }` of a file, `{ root, index: -1 }` for one under a root no layer names, or null outside the roots. */
export function layerOf(file, layers = LAYERS) {
  const rel = path.relative(process.cwd(), file).split(path.sep).join('/');
  for (const [root, stack] of Object.entries(layers)) {
    if (!rel.startsWith(`${root}/`)) continue;
    const inRoot = rel.slice(root.length + 1);
    if (isTestSupport(inRoot)) return null;
    let best = { root, index: -1, name: null, length: -1 };
    stack.forEach((layer, index) => {
      for (const p of layer.paths)
        if ((inRoot === p || inRoot.startsWith(`${p}/`)) && p.length > best.length)
          best = { root, index, name: layer.name, length: p.length };
    });
    return best;
  }
  return null;
}

/** Every upward import and every undeclared file, one line each, with the file and its target. */
export function checkLayers(graph, layers = LAYERS) {
  const problems = [];
  const relative = (file) => path.relative(process.cwd(), file);
  for (const [file, imports] of graph) {
    const from = layerOf(file, layers);
    if (!from) continue;
    if (from.index < 0) {
      problems.push(`${relative(file)} is in no layer: name its folder in scripts/layers.mjs.`);
      continue;
    }
    for (const { target } of imports) {
      const to = layerOf(target, layers);
      if (!to || to.root !== from.root || to.index <= from.index) continue;
      problems.push(
        `${relative(file)} (${from.name}) imports ${relative(target)} (${to.name}): ` +
          `move what it needs into ${from.name} or lower.`,
      );
    }
  }
  return { problems, roots: Object.keys(layers).length };
}
