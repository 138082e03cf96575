// The two documents' build-time tags: the sign-in page prefetches the SPA's first code, and index.html
// starts its first requests inline (decision 0073).
import path from 'node:path';
import { build as bundle } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';
// The contract's source, as the config's bundler reads it (the package resolves to TypeScript Node cannot load).
import { FALLBACK_LOCALE, LOCALES, RTL_LOCALES } from '../../../packages/contract/src/constants.ts';
import { DOCUMENT_LISTS, LIST_CODE_ID, type ListPreloads } from '../src/config/document-lists.ts';
import { WEB_ROOT } from './web-root.ts';

type Bundle = Record<
  string,
  { type: string; imports?: string[]; isEntry?: boolean; facadeModuleId?: string | null; name?: string }
>;

/** The chunks a module needs before it runs: itself and its static imports, recursively. */
function staticClosure(
  bundle: Record<string, { type: string; imports?: string[] }>,
  file: string,
  seen = new Set<string>(),
) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const chunk = bundle[file];
  for (const dep of chunk?.type === 'chunk' ? (chunk.imports ?? []) : []) staticClosure(bundle, dep, seen);
  return seen;
}

/** The SPA's entry chunk and the signed-in layout's, which every signed-in page runs first. */
function spaStart(bundle: Bundle, plugin: string) {
  const files = Object.keys(bundle);
  const entry = files.find((f) => bundle[f]?.isEntry && bundle[f]?.facadeModuleId?.endsWith('/index.html'));
  const layout = files.find((f) => bundle[f]?.type === 'chunk' && bundle[f]?.name === 'default-layout');
  if (!entry || !layout) throw new Error(`${plugin}: the SPA entry or the default layout chunk is missing.`);
  return { files, entry, layout };
}

/**
 * The sign-in page (login.html) asks the browser to prefetch, at idle priority, the SPA code every
 * signed-in page runs first: index.html's entry and the default layout. After sign-in the SPA then
 * starts from the HTTP cache instead of downloading ~40 files (docs/benchmarks.md, sign-in → first row).
 * Beside them, as JSON, each list page's further code and strings (`listPreloads`), which the page
 * preloads for the list it opens (decisions 0111, 0112).
 */
export function prefetchSpaFromLogin(): Plugin {
  return {
    name: 'portal:prefetch-spa-from-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] | undefined {
        if (!ctx.filename.endsWith('login.html') || !ctx.bundle) return undefined;
        const bundle = ctx.bundle as unknown as Bundle;
        const { files, entry, layout } = spaStart(bundle, 'prefetch-spa-from-login');
        const login = files.find((f) => bundle[f]?.isEntry && bundle[f]?.facadeModuleId?.endsWith('/login.html'));
        const own = login ? staticClosure(bundle, login) : new Set<string>();
        const wanted = [...staticClosure(bundle, layout, staticClosure(bundle, entry))].filter((f) => !own.has(f));
        const prefetches: HtmlTagDescriptor[] = wanted.map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', href: `/${file}` },
          injectTo: 'head',
        }));
        // Each list page's code, for the list the page will open once signed in (login/app-handover.ts).
        const listCode: HtmlTagDescriptor = {
          tag: 'script',
          attrs: { type: 'application/json', id: LIST_CODE_ID },
          children: JSON.stringify(listPreloads(bundle)),
          injectTo: 'head',
        };
        return [...prefetches, listCode];
      },
    },
  };
}

/**
 * index.html's first script, inline: src/document-start.ts bundled alone (no imports left) and minified,
 * so the branding, `/auth/me` and a list's first page leave while the document is parsed, not after the
 * entry's code has downloaded and run, and a list page's code is preloaded beside the entry's
 * (lib/document-requests.ts, decision 0073). The API's Content-Security-Policy admits it by its hash
 * (apps/api/src/plugins/web.ts, `documentScriptHashes`).
 */
export function documentStart(): Plugin {
  let enterpriseKey = '';
  return {
    name: 'portal:document-start',
    configResolved(config) {
      enterpriseKey = config.env.VITE_ENTERPRISE_KEY ?? '';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(_html, ctx): Promise<HtmlTagDescriptor[] | undefined> {
        if (!ctx.filename.endsWith('index.html')) return undefined;
        const preloads = ctx.bundle ? listPreloads(ctx.bundle as unknown as Bundle) : {};
        const { output } = await bundle({
          input: path.join(WEB_ROOT, 'src/document-start.ts'),
          write: false,
          logLevel: 'warn',
          transform: {
            define: {
              'import.meta.env.VITE_ENTERPRISE_KEY': JSON.stringify(enterpriseKey),
              __DOCUMENT_PRELOADS__: JSON.stringify(preloads),
            },
          },
          output: { format: 'iife', minify: true },
        });
        const code = output[0].code.trim();
        return [{ tag: 'script', children: code, injectTo: 'head' }];
      },
    },
  };
}

/** What the documents preload for each list page (config/document-lists.ts, `ListPreloads`). */
function listPreloads(bundle: Bundle): ListPreloads {
  const { files, entry, layout } = spaStart(bundle, 'document-start');
  const loaded = staticClosure(bundle, entry);
  const chunkOf = (source: string) => {
    const module = path.join(WEB_ROOT, 'src', source);
    const chunk = files.find((f) => bundle[f]?.facadeModuleId === module);
    if (!chunk) throw new Error(`document-start: no chunk for ${source} (config/document-lists.ts).`);
    return chunk;
  };
  // The files `sources` need before they run, beyond what the entry already loads.
  const needs = (sources: readonly string[], seen = new Set<string>()) =>
    [...sources.reduce((closure, source) => staticClosure(bundle, chunkOf(source), closure), seen)]
      .filter((f) => !loaded.has(f))
      .map((f) => `/${f}`);
  const names = [...new Set(Object.values(DOCUMENT_LISTS).flatMap((list) => list.strings))];
  return {
    pages: Object.fromEntries(
      Object.entries(DOCUMENT_LISTS).map(([page, list]) => [
        page,
        needs([list.page, list.queries], staticClosure(bundle, layout)),
      ]),
    ),
    locales: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          // English ships with the entry; another language's core strings come from lib/i18n.ts's loader,
          // and right to left also needs the styles' plugin (lib/emotion-cache.ts).
          core:
            locale === FALLBACK_LOCALE
              ? []
              : needs([`locales/${locale}/index.ts`, ...(RTL_LOCALES.includes(locale) ? ['lib/rtl-cache.ts'] : [])]),
          strings: Object.fromEntries(names.map((name) => [name, needs([`locales/${locale}/${name}.ts`])])),
        },
      ]),
    ),
  };
}
