#!/usr/bin/env node
// Decision 0074's worked example, run: adds a plain field (`department`) to jobs the recipe's way —
// the contract's step and row, the table, its migration, the step that edits it, its strings — checks
// that this is at most 8 places in at most 7 files, then typechecks and runs the tests that read
// every field from the contract (list columns, presenters, CSV, blank and saved form values, the
// page's and the overview's facts). Whatever happens, the tree is put back as it was.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const MIGRATIONS = join(root, 'apps/api/drizzle');

/** The recipe's hand edits: each line goes in after the line that declares `reference` there. */
const EDITS = [
  [
    'packages/contract/src/jobs.ts',
    'reference: singleLineText(',
    'department: singleLineText(80, { optional: true }),',
  ],
  ['packages/contract/src/jobs.ts', 'reference: z.string().nullable(),', 'department: z.string().nullable(),'],
  ['apps/api/src/db/schema/jobs.ts', "reference: text('reference'),", "department: text('department'),"],
  [
    'apps/web/src/features/jobs/components/basic-details-step.tsx',
    "{cell(text('reference'))}",
    "{cell(text('department'))}",
  ],
  ['apps/web/src/locales/en/jobs.ts', "reference: 'Reference number',", "department: 'Department',"],
  ['apps/web/src/locales/fr/jobs.ts', "reference: 'Numéro de référence',", "department: 'Service',"],
  ['apps/web/src/locales/ar/jobs.ts', "reference: 'الرقم المرجعي',", "department: 'القسم',"],
];
/** What reads every field from the contract: run with the field in place. */
const TESTS = [
  'packages/contract/src/job-steps.test.ts',
  'apps/api/src/modules/jobs/fields.test.ts',
  'apps/web/src/features/jobs/components/job-fields.test.tsx',
];

const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
const files = [...new Set(EDITS.map(([file]) => file))];
const journal = 'apps/api/drizzle/meta/_journal.json';
const dirty = execFileSync('git', ['status', '--porcelain', '--', ...files, 'apps/api/drizzle'], { cwd: root })
  .toString()
  .trim();
if (dirty) throw new Error(`Commit or stash these first, the check edits them:\n${dirty}`);

const migrationsBefore = new Set(readdirSync(MIGRATIONS).concat(readdirSync(join(MIGRATIONS, 'meta'))));
try {
  for (const [file, anchor, line] of EDITS) {
    const path = join(root, file);
    const lines = readFileSync(path, 'utf8').split('\n');
    const at = lines.findIndex((text) => text.includes(anchor));
    if (at < 0) throw new Error(`${file}: no line with "${anchor}" to add the field after.`);
    const indent = /^\s*/.exec(lines[at])[0];
    lines.splice(at + 1, 0, indent + line);
    writeFileSync(path, lines.join('\n'));
  }
  run('npm', ['run', 'db:generate', '-w', '@portal/api', '--', '--name', 'recipe_department']);
  const generated = readdirSync(MIGRATIONS).filter((name) => !migrationsBefore.has(name));
  const places = EDITS.length + generated.length;
  const touched = files.length + generated.length;
  console.log(`The field took ${places} places in ${touched} files (${files.join(', ')}, ${generated.join(', ')}).`);
  if (generated.length !== 1 || places > 8 || touched > 7)
    throw new Error('The recipe takes more than 8 places in 7 files.');
  for (const project of ['packages/contract', 'apps/api', 'apps/web']) run('npx', ['tsc', '-p', project, '--noEmit']);
  run('npx', ['vitest', 'run', ...TESTS]);
  console.log('Decision 0074 holds: the row, detail, CSV, form values, overview and facts follow the field.');
} finally {
  execFileSync('git', ['checkout', '--', ...files, journal], { cwd: root });
  for (const dir of [MIGRATIONS, join(MIGRATIONS, 'meta')]) {
    for (const name of readdirSync(dir)) if (!migrationsBefore.has(name)) rmSync(join(dir, name));
  }
}
