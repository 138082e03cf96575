import { DOCUMENT_LISTS } from '../config/document-lists';

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
