import type { Action, Subject } from '@portal/contract';
import { useCan, useSession } from '../../../lib/session-context';

/**
 * The address of a list of the selected site (`/{account}/{site}/{path}`) for a figure to open, or
 * null when the viewer may not open it: a chart then shows without links.
 */
export function useListLink(path: string, action: Action, subject: Subject): string | null {
  const can = useCan();
  const { selection } = useSession();
  if (!selection?.account || !selection.site || !can(action, subject)) return null;
  return `/${encodeURIComponent(selection.account.name)}/${encodeURIComponent(selection.site.name)}/${path}`;
}
