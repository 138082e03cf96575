import HistoryIcon from '@mui/icons-material/History';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { SearchGroup, SearchKind } from '@portal/contract';
import type { ComponentType } from 'react';
import { hitPath, KIND_ICONS } from './hit-paths';
import type { PageLink } from './page-link';

export type PaletteGroupKey = 'recent' | 'pages' | SearchKind;

/** One choice of the listbox: a page or record to open, or a recent term to search again. */
export interface PaletteOption {
  id: string;
  label: string;
  detail: string | null;
  icon: ComponentType<SvgIconProps>;
  /** Where Enter goes; a recent term has none and fills the field instead. */
  to?: string;
  term?: string;
}

export interface PaletteGroup {
  key: PaletteGroupKey;
  options: PaletteOption[];
}

interface Inputs {
  term: string;
  pages: readonly PageLink[];
  recent: readonly string[];
  /** The API's answer for the term (undefined while none). */
  found: readonly SearchGroup[] | undefined;
  /** The selected site's path (`/acme/careers`). */
  base: string;
}

const matches = (label: string, term: string) => label.toLocaleLowerCase().includes(term.toLocaleLowerCase());

/**
 * What the palette lists, in order: with no term, the recent searches and every page; with one, the
 * pages whose name holds it, then the records found, each kind a group. Empty groups are left out.
 */
export function paletteGroups({ term, pages, recent, found, base }: Inputs): PaletteGroup[] {
  const text = term.trim();
  const pageOptions = pages
    .filter((page) => !text || matches(page.label, text))
    .map((page) => ({ id: `page:${page.path}`, label: page.label, detail: null, icon: page.icon, to: page.path }));
  const groups: PaletteGroup[] = [];
  if (!text) {
    groups.push({
      key: 'recent',
      options: recent.map((t) => ({ id: `recent:${t}`, label: t, detail: null, icon: HistoryIcon, term: t })),
    });
  }
  groups.push({ key: 'pages', options: pageOptions });
  for (const group of text ? (found ?? []) : []) {
    groups.push({
      key: group.kind,
      options: group.hits.map((hit) => ({
        id: `${group.kind}:${hit.key}`,
        label: hit.title,
        detail: hit.subtitle,
        icon: KIND_ICONS[group.kind],
        to: hitPath(base, group.kind, hit.key),
      })),
    });
  }
  return groups.filter((group) => group.options.length > 0);
}
