// The import graph of our own TypeScript, for the checks `npm run lint` runs (check-import-cycles.mjs).
// Follows relative imports and `@portal/contract` (its `exports` map); packages from npm are not followed.
// Paths are relative to the working directory, which is the repository's root.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx'];

export function sourceFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') continue;
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) out.push(path.resolve(full));
  }
  return out;
}

/** A specifier written with `.js` (NodeNext) or without an extension → the source file, if it is ours. */
function resolveFile(base) {
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [
    base,
    ...EXTENSIONS.map((e) => stem + e),
    ...EXTENSIONS.map((e) => path.join(base, `index${e}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && EXTENSIONS.some((e) => candidate.endsWith(e)))
      return candidate;
  }
  return null;
}

function contractResolver() {
  const file = 'packages/contract/package.json';
  const exportsMap = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).exports ?? {}) : {};
  return (specifier) => {
    const sub = specifier === '@portal/contract' ? '.' : `.${specifier.slice('@portal/contract'.length)}`;
    const entry = exportsMap[sub];
    const target = typeof entry === 'string' ? entry : (entry?.import ?? entry?.default ?? entry?.types);
    return target ? resolveFile(path.resolve('packages/contract', target)) : null;
  };
}

const STATIC = /^\s*(?:import|export)\s+(type\s)?(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Every import of each file: `{ target, typeOnly, dynamic }`. A type-only import vanishes at build and a
 * dynamic import() runs later, so the cycle check of files skips both; a dependency between modules counts them.
 */
export function importGraph(roots) {
  const contractTarget = contractResolver();
  const resolve = (file, specifier) => {
    if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(file), specifier));
    if (specifier.startsWith('@portal/contract')) return contractTarget(specifier);
    return null;
  };
  const graph = new Map();
  for (const file of roots.flatMap((root) => sourceFiles(root))) {
    const text = readFileSync(file, 'utf8');
    const found = [];
    for (const [, type, specifier] of text.matchAll(STATIC)) {
      const target = resolve(file, specifier);
      if (target) found.push({ target, typeOnly: Boolean(type), dynamic: false });
    }
    for (const [, specifier] of text.matchAll(DYNAMIC)) {
      const target = resolve(file, specifier);
      if (target) found.push({ target, typeOnly: false, dynamic: true });
    }
    graph.set(file, found);
  }
  return graph;
}

/** Tarjan's strongly connected components of a graph given as node → next nodes: those of two or more, or a self-edge. */
export function cyclesOf(nodes, nextOf) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const cycles = [];
  function visit(node) {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of nextOf(node)) {
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || nextOf(node).includes(node)) cycles.push(component);
    }
  }
  for (const node of nodes) if (!state.has(node)) visit(node);
  return cycles;
}
