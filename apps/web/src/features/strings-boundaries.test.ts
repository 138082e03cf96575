import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_MANIFESTS } from './manifests';

const SRC = join(__dirname, '..');

/** The namespaces of feature strings: loaded with a page, so absent until a page that declares them opened. */
const FEATURE_NAMESPACES = [
  ...new Set(FEATURE_MANIFESTS.flatMap((feature) => [feature.strings, ...(feature.uses ?? [])].map((s) => s?.name))),
].filter((name) => name !== undefined);

/** A key of a feature namespace written in code: `'applications.status.x'`, `` `jobs.status.${s}` ``. */
const KEY = new RegExp(`['"\`](${FEATURE_NAMESPACES.join('|')})\\.[A-Za-z_$]`, 'g');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The feature namespaces a file's code names keys in (comments left out: they cite keys as examples). */
function namespacesIn(file: string): Set<string> {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
  return new Set([...code.matchAll(KEY)].map((match) => match[1] ?? ''));
}

describe('strings a page shows are loaded with it (decision 0067)', () => {
  it('knows the feature namespaces', () => {
    expect(FEATURE_NAMESPACES).toEqual(expect.arrayContaining(['applications', 'jobs', 'seekers']));
  });

  it.each(FEATURE_MANIFESTS.map((feature) => [feature.name, feature] as const))(
    "%s: uses no other feature's strings it does not declare in its manifest",
    (name, feature) => {
      const declared = new Set([feature.strings?.name, ...(feature.uses ?? []).map((strings) => strings.name)]);
      const undeclared = sourceFiles(join(__dirname, name)).flatMap((file) =>
        [...namespacesIn(file)]
          .filter((namespace) => !declared.has(namespace))
          .map((namespace) => `${relative(SRC, file)}: ${namespace}.*`),
      );
      expect(undeclared).toEqual([]);
    },
  );

  it.each(['app', 'components', 'hooks', 'lib', 'api', 'config', 'login'])(
    "the shared layer %s/ names no feature's strings (they are not loaded for every page)",
    (layer) => {
      let files: string[] = [];
      try {
        files = sourceFiles(join(SRC, layer));
      } catch {
        return;
      }
      const used = files.flatMap((file) =>
        [...namespacesIn(file)].map((namespace) => `${relative(SRC, file)}: ${namespace}.*`),
      );
      expect(used).toEqual([]);
    },
  );
});
