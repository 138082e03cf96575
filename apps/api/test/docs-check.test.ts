import { describe, expect, it } from 'vitest';
import { repoRoot, runScript, scriptTrees } from './script-trees.js';

// The docs check `npm run lint` runs (issue 37): the README is a map, a decision record fits on a screen,
// relative links resolve. Run on the repository and on small trees written for each case.
const check = (cwd: string) => runScript('check-docs.mjs', cwd);
const write = scriptTrees('docs-check-');

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

/** A tree that passes: a short README, one record, one guide; `files` adds or replaces files. */
function tree(files: Record<string, string> = {}) {
  return write({
    'README.md': '# Portal\n\nSee [the guide](docs/guide/jobs.md#posting).\n',
    'docs/decisions/0001-record-decisions.md': '# 0001\n\nShort.\n',
    'docs/guide/jobs.md': '# Jobs\n\n## Posting\n\nBack to [the record](../decisions/0001-record-decisions.md).\n',
    ...files,
  });
}

describe('scripts/check-docs.mjs', () => {
  it('passes on the repository', () => {
    const result = check(repoRoot);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });

  it('passes a tree within every limit', () => {
    expect(check(tree()).status).toBe(0);
  });

  it('refuses a decision record over 600 words, counted as wc -w counts them, and names it', () => {
    const at = check(tree({ 'docs/decisions/0002-long.md': `# 0002\n\n${words(598)}\n` }));
    expect(at.status).toBe(0);
    const over = check(tree({ 'docs/decisions/0002-long.md': `# 0002\n\n${words(599)}\n` }));
    expect(over.status).toBe(1);
    expect(over.output).toContain('docs/decisions/0002-long.md: 601 words (limit 600)');
  });

  it('refuses a README over 200 lines, over 2,500 words, or with a line over 400 characters', () => {
    const lines = check(tree({ 'README.md': 'x\n'.repeat(201) }));
    expect(lines.status).toBe(1);
    expect(lines.output).toContain('README.md: 201 lines (limit 200)');
    expect(check(tree({ 'README.md': 'x\n'.repeat(200) })).status).toBe(0);

    const many = check(tree({ 'README.md': `${words(2501)}\n` }));
    expect(many.status).toBe(1);
    expect(many.output).toContain('README.md: 2501 words (limit 2500)');

    const long = check(tree({ 'README.md': `# Portal\n\n${'a'.repeat(401)}\n` }));
    expect(long.status).toBe(1);
    expect(long.output).toContain('README.md:3: 401 characters (limit 400)');
  });

  it('refuses a relative link to a missing file or heading, and ignores addresses and code', () => {
    const file = check(tree({ 'docs/guide/jobs.md': '# Jobs\n\nSee [gone](../decisions/0099-gone.md).\n' }));
    expect(file.status).toBe(1);
    expect(file.output).toContain('docs/guide/jobs.md: link to ../decisions/0099-gone.md: no such file');

    const heading = check(tree({ 'README.md': '# Portal\n\nSee [the guide](docs/guide/jobs.md#nowhere).\n' }));
    expect(heading.status).toBe(1);
    expect(heading.output).toContain('no heading #nowhere in docs/guide/jobs.md');

    const ignored = [
      '# Portal',
      '',
      'See [the site](https://example.com/nowhere.md) and `[code](missing.md)`.',
      '',
      '```',
      '[block](missing.md)',
      '```',
      '',
    ].join('\n');
    expect(check(tree({ 'README.md': ignored })).status).toBe(0);
  });
});
