import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useLocation } from 'react-router';
import { FEATURE_MANIFESTS } from '../../features/manifests';
import { useCan, useSession } from '../../lib/session-context';

/** The main menu: every feature's entries, in the order of the manifest list (docs/decisions/0033). */
const NAV_ENTRIES = FEATURE_MANIFESTS.flatMap((feature) => feature.nav ?? []);

export interface VisibleNavItem {
  path: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
  /** The entry of the page shown: the most specific path the location lies in (employers/hold beats employers). */
  active: boolean;
}

function contains(path: string, pathname: string): boolean {
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The menu entries the ability allows, with their paths for the selected account and site. */
export function useNavItems(): VisibleNavItem[] {
  const { t } = useTranslation();
  const check = useCan();
  const { selection } = useSession();
  const { pathname } = useLocation();
  const names = { account: selection?.account?.name, site: selection?.site?.name };
  const visible = NAV_ENTRIES.flatMap((item) => {
    if (!check(item.action, item.subject)) return [];
    if (item.needsEmployer && !selection?.employer) return [];
    const needsScope = item.to.includes(':account') || item.to.includes(':site');
    if (needsScope && (!names.account || !names.site)) return [];
    const path = needsScope ? generatePath(item.to, { account: names.account ?? '', site: names.site ?? '' }) : item.to;
    return [{ path, label: t(item.labelKey), icon: item.icon }];
  });
  const current = visible
    .filter((item) => contains(item.path, pathname))
    .reduce<string | null>((best, item) => (best === null || item.path.length > best.length ? item.path : best), null);
  return visible.map((item) => ({ ...item, active: item.path === current }));
}
