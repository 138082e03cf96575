#!/usr/bin/env node
// Part of `npm run lint`: refuses import cycles in our own TypeScript (apps, contract, e2e), and holds the API's
// modules to their faces with no circle between them (api-modules.mjs, decision 0029). A cycle makes module
// order matter and hides a layer that should sit lower. Type-only imports vanish at build and a dynamic
// import() runs later, so neither can make module order matter and the cycle check of files skips both.
// It also holds each app's layers (layers.mjs, decision 0075): an import never points up the stack.
import path from 'node:path';
import { checkApiModules } from './api-modules.mjs';
import { cyclesOf, importGraph } from './import-graph.mjs';
import { checkLayers } from './layers.mjs';

const ROOTS = ['apps/api/src', 'apps/api/test', 'apps/api/bench', 'apps/web/src', 'packages/contract/src', 'e2e'];

const graph = importGraph(ROOTS);
const loaded = (file) =>
  graph
    .get(file)
    .filter((edge) => !edge.typeOnly && !edge.dynamic && graph.has(edge.target))
    .map((edge) => edge.target);
const cycles = cyclesOf([...graph.keys()], loaded);
const modules = checkApiModules(graph);
const layers = checkLayers(graph);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}): break each by moving what both sides need into a lower module.`);
  for (const cycle of cycles)
    console.error(`  - ${cycle.map((f) => path.relative(process.cwd(), f)).join('\n    ↔ ')}`);
}
if (modules.problems.length > 0) {
  console.error(`API modules (${modules.problems.length}): each module is reached through its index.ts only.`);
  for (const problem of modules.problems) console.error(`  - ${problem}`);
}
if (layers.problems.length > 0) {
  console.error(
    `Upward imports (${layers.problems.length}): a file imports its own layer or a lower one (scripts/layers.mjs).`,
  );
  for (const problem of layers.problems) console.error(`  - ${problem}`);
}
if (cycles.length > 0 || modules.problems.length > 0 || layers.problems.length > 0) process.exit(1);
console.log(
  `No import cycles among ${graph.size} files; ${modules.modules} API modules meet through their faces, with no circle` +
    (modules.pending ? ` (${modules.pending} imports of the modules being rewritten still to move to faces).` : '.') +
    ' Every import points down its layers.',
);
