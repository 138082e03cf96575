// The API's modules meet through their faces (decision 0029): a file outside `apps/api/src/modules/<m>/`
// imports only `<m>/index.ts`; a module's own files import each other directly, never their own face; and no
// circle runs between modules, counting type-only and dynamic imports too. Tests may import internals.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { cyclesOf } from './import-graph.mjs';

const MODULES = 'apps/api/src/modules';

/**
 * Modules whose own imports of other modules are not checked yet: their internals are being rewritten on
 * kit v2 (issue 20). Their faces exist and everyone else goes through them; empty this list once they land.
 */
export const FACES_PENDING = [];

const relative = (file) => path.relative(process.cwd(), file);
const isTest = (file) => /\.(test|pg-test)\.tsx?$/.test(file) || relative(file).startsWith('apps/api/test/');

/** The module a file belongs to, or null for a file outside the modules. */
function moduleOf(file) {
  const parts = path.relative(path.resolve(MODULES), file).split(path.sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : null;
}

const faceOf = (name) => path.resolve(MODULES, name, 'index.ts');

/** A face names what it re-exports and holds nothing else: no code, and no `export *` that would publish every file. */
const NAMED_REEXPORT = /^export\s+(?:type\s+)?\{[^}]*\}\s*from\s*['"][^'"]+['"];?/gm;
function faceProblem(name) {
  const rest = readFileSync(faceOf(name), 'utf8')
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(NAMED_REEXPORT, '')
    .trim();
  return rest
    ? `${MODULES}/${name}/index.ts holds more than named re-exports: move \`${rest.split('\n')[0]}\` into a file of the module.`
    : null;
}

/** Every refusal, as one line each; `pending` counts the imports FACES_PENDING lets through. */
export function checkApiModules(graph, { pendingModules = FACES_PENDING } = {}) {
  const problems = [];
  let pending = 0;
  const names = existsSync(MODULES)
    ? readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory())
    : [];
  for (const name of names) {
    const problem = existsSync(faceOf(name))
      ? faceProblem(name)
      : `${MODULES}/${name} has no index.ts: give the module its face.`;
    if (problem) problems.push(problem);
  }
  const edges = new Map(names.map((name) => [name, new Map()]));
  for (const [file, imports] of graph) {
    if (isTest(file) || !relative(file).startsWith('apps/api/')) continue;
    const from = moduleOf(file);
    for (const { target } of imports) {
      const to = moduleOf(target);
      if (!to) continue;
      if (from === to) {
        if (target === faceOf(to))
          problems.push(`${relative(file)} imports its own module's index.ts: import the file itself.`);
        continue;
      }
      if (from) edges.get(from)?.set(to, edges.get(from).get(to) ?? `${relative(file)} → ${relative(target)}`);
      if (target === faceOf(to)) continue;
      if (from && pendingModules.includes(from)) pending++;
      else problems.push(`${relative(file)} imports ${relative(target)}: import ${MODULES}/${to}/index.ts instead.`);
    }
  }
  const nextOf = (name) => [...(edges.get(name)?.keys() ?? [])];
  for (const cycle of cyclesOf(names, nextOf)) {
    const members = new Set(cycle);
    const links = cycle.flatMap((name) =>
      nextOf(name)
        .filter((next) => members.has(next))
        .map((next) => `${name} → ${next} (${edges.get(name).get(next)})`),
    );
    problems.push(`Modules in a circle: ${cycle.join(', ')}\n      ${links.join('\n      ')}`);
  }
  return { problems, pending, modules: names.length };
}
