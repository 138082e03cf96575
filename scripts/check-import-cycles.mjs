#!/usr/bin/env node
// Part of `npm run lint`: refuses import cycles in our own TypeScript (apps, contract, e2e). A cycle makes
// module order matter and hides a layer that should sit lower. Follows relative imports and `@portal/contract`
// (its `exports` map); type-only imports vanish at build and a dynamic import() runs later, so neither can
// make module order matter and neither is followed. Packages from npm are not followed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['apps/api/src', 'apps/api/test', 'apps/api/bench', 'apps/web/src', 'packages/contract/src', 'e2e'];
const EXTENSIONS = ['.ts', '.tsx'];
const contractPackage = JSON.parse(readFileSync('packages/contract/package.json', 'utf8'));

function sourceFiles(dir, out = []) {
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

function contractTarget(specifier) {
  const sub = specifier === '@portal/contract' ? '.' : `.${specifier.slice('@portal/contract'.length)}`;
  const entry = contractPackage.exports?.[sub];
  const target = typeof entry === 'string' ? entry : (entry?.import ?? entry?.default ?? entry?.types);
  return target ? resolveFile(path.resolve('packages/contract', target)) : null;
}

const IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1];
    let target = null;
    if (specifier.startsWith('.')) target = resolveFile(path.resolve(path.dirname(file), specifier));
    else if (specifier.startsWith('@portal/contract')) target = contractTarget(specifier);
    if (target) found.add(target);
  }
  return [...found];
}

const files = ROOTS.flatMap((root) => sourceFiles(root));
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Tarjan's strongly connected components: any component of two or more files (or a self-import) is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(file) {
  state.set(file, { index, low: index, onStack: true });
  index++;
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!state.has(next)) {
      visit(next);
      state.get(file).low = Math.min(state.get(file).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(file).low = Math.min(state.get(file).low, state.get(next).index);
    }
  }
  if (state.get(file).low === state.get(file).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component);
  }
}
for (const file of files) if (!state.has(file)) visit(file);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): break each by moving what both sides need into a lower module.`);
  for (const cycle of cycles)
    console.error(`  - ${cycle.map((f) => path.relative(process.cwd(), f)).join('\n    ↔ ')}`);
  process.exit(1);
}
console.log(`No import cycles among ${files.length} files.`);
