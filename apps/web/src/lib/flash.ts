import { leaveForNextPage, takeFromPreviousPage } from './one-shot';
import { FLASH_STORAGE_KEY } from './storage-keys';

export interface Flash {
  type: 'error' | 'success';
  /** A contract message (translated where it is shown) or plain text. */
  message: string;
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== 'object' || value === null) return false;
  const { type, message } = value as Record<string, unknown>;
  return (type === 'error' || type === 'success') && typeof message === 'string' && message !== '';
}

/** Leaves a message for the next page of this tab, across a full page load. */
export function setFlash(flash: Flash): void {
  leaveForNextPage(FLASH_STORAGE_KEY, flash);
}

/** The message left for this page, if any; it is removed as it is read (shown once). */
export function takeFlash(): Flash | null {
  const value = takeFromPreviousPage(FLASH_STORAGE_KEY);
  return isFlash(value) ? value : null;
}
