// How the build groups shared modules into chunks (decision 0017): what a first visit downloads, by
// structure rather than left to rolldown's automatic split.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { WEB_ROOT as root } from './web-root.ts';

/**
 * Code several pages share, one chunk each: the signed-in shell and the kits, by their entry files
 * (a folder means every module in it). Listed here when a new kit or shell appears.
 */
const KITS: Record<string, readonly string[]> = {
  // The name the login prefetch looks for (prefetchSpaFromLogin).
  'default-layout': ['src/app/layouts/default-layout.tsx'],
  // What a list's route loader needs to build its request (a resource's definition, keys and query):
  // before the list kit, so that its first request does not wait for the list kit's shared inputs.
  'resource-queries': [
    'src/lib/resource/create-resource-api.ts',
    'src/lib/resource/define-resource.ts',
    'src/lib/list-state.ts',
    'src/hooks/use-refreshing-mutation.ts',
  ],
  // A folder's own files only: its `on-demand/` subfolder (menus loaded on first use) stays out.
  'list-kit': [
    'src/components/list',
    'src/components/form/search-field.tsx',
    'src/hooks/use-list-params.ts',
    'src/hooks/use-list-selection.ts',
    'src/hooks/use-hidden-columns.ts',
  ],
  // A list page on the kit (ResourceListPage): its toolbar, filters, transitions and links.
  'resource-list': [
    'src/components/resource/resource-list-page.tsx',
    'src/components/resource/resource-list.tsx',
    'src/components/resource/resource-filters.tsx',
    'src/components/resource/use-resource-transitions.ts',
    'src/lib/resource/use-resource-paths.ts',
    'src/components/resource/transition-looks.tsx',
    'src/components/resource/record-link-column.tsx',
    'src/components/resource/status-chip.tsx',
  ],
  'form-kit': [
    'src/hooks/use-contract-form.ts',
    'src/components/form/text-input.tsx',
    'src/components/form/form-alert.tsx',
  ],
  // MUI's TextField brings its menu select: a kit of its own, for the forms that use it.
  'text-field': ['src/components/form/form-text-field.tsx'],
};
const CONTRACT = /[\\/]packages[\\/]contract[\\/]src[\\/]/;
const PACKAGES = /[\\/]node_modules[\\/]/;
/** The router mounts the layouts and every feature's routes; the feature list imports each feature's manifest. */
const ROUTER = path.join(root, 'src/app/router.tsx');
const FEATURE_LIST = path.join(root, 'src/features/manifests.ts');
/** A feature's strings, loaded lazily beside its pages (lib/feature-strings.ts): data, not a page. */
const STRINGS = /[\\/]src[\\/]locales[\\/]/;

const sourcesOf = (entry: string) => {
  const file = path.join(root, entry);
  if (!statSync(file).isDirectory()) return [file];
  return readdirSync(file)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(file, name));
};

/** A module and its static imports, recursively, stopping at `known`. */
function moduleClosure(ctx: Rolldown.ChunkingContext, ids: readonly string[], known = new Set<string>()) {
  const seen = new Set<string>();
  const stack = [...ids];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || known.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The modules a first visit starts from, read from the feature manifests through the module graph
 * (docs/decisions/0033): what the router and each manifest import lazily — the layouts, every
 * feature's pages and the loaders' page queries. The manifests themselves are browser code (icons,
 * loaders), so the build reads their imports rather than running them.
 */
function pageEntries(ctx: Rolldown.ChunkingContext): string[] {
  const manifests = ctx.getModuleInfo(FEATURE_LIST)?.importedIds ?? [];
  if (manifests.length === 0) throw new Error(`chunk-plan.ts: no feature manifest imported by ${FEATURE_LIST}.`);
  return [ROUTER, ...manifests]
    .flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
    .filter((id) => !STRINGS.test(id));
}

/**
 * Which chunk each shared module goes to: what the sign-in page shares with the SPA (`runtime`), the rest of
 * the SPA's first load (`spa`), then each kit's modules that only pages using the kit need. What a kit shares
 * with other pages goes to `<kit>-shared`, or to `spa` when the signed-in shell is among its users (a few small
 * pieces nearly every page needs). One shared chunk per kit, not one for all: a list page then downloads what
 * the list kit shares (inputs, table), not MUI's menu select, popover and modal that TextField brings (~13 kB).
 * Everything else (page code; dialogs and menus loaded on demand) is left to rolldown's automatic chunks. The
 * closures follow re-exporting index files, so they over-approximate: a kit never holds a module that a page
 * not using the kit needs, at the cost of a few kB in `spa` (packages are left out of `spa` for that reason:
 * see below).
 */
function planChunks(ctx: Rolldown.ChunkingContext): Map<string, string> {
  const owners = new Map<string, string>();
  const login = moduleClosure(ctx, [path.join(root, 'login.html')]);
  const spa = moduleClosure(ctx, [path.join(root, 'index.html')]);
  for (const id of spa) {
    if (login.has(id)) owners.set(id, 'runtime');
    // The contract's barrel re-exports every schema, and a package's index all of the package (MUI's styles
    // re-export @mui/system's Grid and Container, react-query every observer): named `spa`, whatever any page
    // used of them went into the entry. Left to rolldown, which knows after tree-shaking what the SPA's own
    // modules use and takes that along with them (docs/benchmarks.md, sign-in journey, 2026-11-26).
    else if (!CONTRACT.test(id) && !PACKAGES.test(id)) owners.set(id, 'spa');
  }
  const boot = new Set([...login, ...spa]);
  const pages = pageEntries(ctx).map((id) => moduleClosure(ctx, [id], boot));
  const shell = moduleClosure(ctx, KITS['default-layout']?.flatMap(sourcesOf) ?? [], boot);
  for (const [kit, entries] of Object.entries(KITS)) {
    const sources = entries.flatMap(sourcesOf);
    const users = pages.filter((page) => sources.some((id) => page.has(id)));
    for (const id of moduleClosure(ctx, sources, boot)) {
      if (owners.has(id)) continue;
      const onlyUsers = pages.every((page) => !page.has(id) || users.includes(page));
      owners.set(id, onlyUsers ? kit : shell.has(id) ? 'spa' : `${kit}-shared`);
    }
  }
  // A shared chunk imports no kit (a page needing a shared module would download the kit too): what a
  // shared module needs of a kit is shared too.
  const stack = [...owners].filter(([, owner]) => owner.endsWith('-shared')).map(([id]) => id);
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
      const owner = owners.get(dep);
      if (owner === undefined || !(owner in KITS)) continue;
      owners.set(dep, `${owner}-shared`);
      stack.push(dep);
    }
  }
  return owners;
}

/**
 * Fewer, larger chunks for a first visit (over HTTP/1.1 a browser opens six connections): rolldown's
 * automatic split gave the employers list ~50 files, many under 1 kB. One group per planned chunk; the
 * higher priority wins a module, and each group takes its modules' imports along: a kit's shared chunk before
 * the kit, and the kits in the order of KITS, so TextField's chunk does not take the list kit's inputs along.
 */
export function chunkGroups(): Rolldown.CodeSplittingGroup[] {
  const plans = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  const ownerOf = (id: string, ctx: Rolldown.ChunkingContext) => {
    let plan = plans.get(ctx);
    if (!plan) plans.set(ctx, (plan = planChunks(ctx)));
    return plan.get(id);
  };
  const group = (name: string, priority: number): Rolldown.CodeSplittingGroup => ({
    debugName: name,
    name: (id, ctx) => (ownerOf(id, ctx) === name ? name : null),
    priority,
  });
  const kits = Object.keys(KITS);
  return [
    group('runtime', 2 * kits.length + 2),
    group('spa', 2 * kits.length + 1),
    ...kits.flatMap((kit, i) => [group(`${kit}-shared`, 2 * (kits.length - i)), group(kit, 2 * (kits.length - i) - 1)]),
  ];
}
