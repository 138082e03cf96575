import { createStore, useStore } from './create-store';

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  message: string;
  type: NoticeType;
}

let nextId = 1;

/** The global snackbar queue (spec §3 "Snackbar notification"); the first notice is the one shown. */
export const noticeStore = createStore<readonly Notice[]>([]);

export function notify({ message, type = 'info' }: { message: string; type?: NoticeType }): void {
  const current = noticeStore.get();
  // The same message twice in a row (e.g. several requests failing with 401) is shown once.
  if (current.some((notice) => notice.message === message && notice.type === type)) return;
  noticeStore.set([...current, { id: nextId++, message, type }]);
}

export function dismissNotice(id: number): void {
  noticeStore.set((current) => current.filter((notice) => notice.id !== id));
}

export function useNotices(): readonly Notice[] {
  return useStore(noticeStore);
}
