import type { Notification } from '@portal/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMe } from '../../../lib/me';
import { setSelection } from '../../../lib/scope-store';
import { useMarkNotification } from '../api/change-notification';

/** A link stays inside the app: a path of letters, digits and `-_/`, never a scheme or `//`. */
const SAFE_LINK = /^\/?[A-Za-z0-9][A-Za-z0-9/_-]*$/;

/**
 * Where a notification opens: an absolute in-app path as it is; a path relative to its site
 * under `/{account}/{site}/` by the names `me` knows; null when the user no longer reaches that site.
 */
export function useNotificationTarget() {
  const me = useMe().data;
  return useCallback(
    (n: Notification): { path: string; accountId: number | null; siteId: number | null } | null => {
      if (!n.link || !SAFE_LINK.test(n.link) || n.link.includes('//')) return null;
      if (n.link.startsWith('/')) return { path: n.link, accountId: null, siteId: null };
      const account = me?.accounts.find((a) => a.id === n.account_id);
      const site = account?.sites.find((s) => s.id === n.site_id);
      if (!account || !site) return null;
      const names = `/${encodeURIComponent(account.name)}/${encodeURIComponent(site.name)}`;
      return { path: `${names}/${n.link}`, accountId: account.id, siteId: site.id };
    },
    [me],
  );
}

/** Opens a notification: marks it read, selects its site, and goes to its link. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const target = useNotificationTarget();
  const mark = useMarkNotification();
  return useCallback(
    (n: Notification) => {
      if (!n.read_at) mark.mutate({ id: n.id, read: true });
      const to = target(n);
      if (!to) return;
      if (to.accountId !== null) setSelection({ accountId: to.accountId, siteId: to.siteId, employerId: null });
      void navigate(to.path);
    },
    [mark, navigate, target],
  );
}
