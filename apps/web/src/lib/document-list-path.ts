import { FALLBACK_LOCALE } from '@portal/contract/constants';
import { DOCUMENT_LISTS, type ListPreloads } from '../config/document-lists';

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The list page a path shows (its key in DOCUMENT_LISTS), with the account and site it names: read by
 * index.html's first requests (lib/document-requests.ts) and by the sign-in page, which preloads the
 * code of the list it will open (login/app-handover.ts). No framework, no zod.
 */
export function listOf({ pathname }: { pathname: string }): { page: string; account: string; site: string } | null {
  const [account, site, ...rest] = pathname.split('/').filter(Boolean);
  const page = rest.join('/');
  if (!account || !site || !Object.hasOwn(DOCUMENT_LISTS, page)) return null;
  return { page, account: decoded(account), site: decoded(site) };
}

/**
 * The files a list page waits for in `locale`, each once: its code, the language's core strings and
 * the page's features' strings in English (the fallback, always loaded) and in that language.
 */
export function listCodeFiles(preloads: ListPreloads | undefined, page: string, locale: string): string[] {
  if (!preloads || !Object.hasOwn(DOCUMENT_LISTS, page)) return [];
  const own = <T>(record: Record<string, T>, key: string) => (Object.hasOwn(record, key) ? record[key] : undefined);
  const names = DOCUMENT_LISTS[page]?.strings ?? [];
  const files = [
    ...(own(preloads.pages, page) ?? []),
    ...[...new Set([FALLBACK_LOCALE, locale])].flatMap((language) => {
      const preloaded = own(preloads.locales, language);
      return preloaded ? [...preloaded.core, ...names.flatMap((name) => own(preloaded.strings, name) ?? [])] : [];
    }),
  ];
  return [...new Set(files)];
}
