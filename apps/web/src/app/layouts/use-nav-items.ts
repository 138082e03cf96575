import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { NAV_ITEMS } from '../../config/navigation';
import { useCan, useSession } from '../../lib/session-context';

export interface VisibleNavItem {
  path: string;
  label: string;
  icon: ComponentType<SvgIconProps>;
}

/** The menu entries the ability allows, with their paths for the selected account and site. */
export function useNavItems(): VisibleNavItem[] {
  const { t } = useTranslation();
  const check = useCan();
  const { selection } = useSession();
  const names = { account: selection?.account?.name, site: selection?.site?.name };
  return NAV_ITEMS.flatMap((item) => {
    if (!check(item.action, item.subject)) return [];
    const needsScope = item.to.includes(':account') || item.to.includes(':site');
    if (needsScope && (!names.account || !names.site)) return [];
    const path = needsScope ? generatePath(item.to, { account: names.account ?? '', site: names.site ?? '' }) : item.to;
    return [{ path, label: t(item.labelKey), icon: item.icon }];
  });
}
