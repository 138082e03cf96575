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
  try {
    window.sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify(flash));
  } catch {
    // Storage disabled: the next page simply shows no message.
  }
}

/** The message left for this page, if any; it is removed as it is read (shown once). */
export function takeFlash(): Flash | null {
  try {
    const raw = window.sessionStorage.getItem(FLASH_STORAGE_KEY);
    if (raw === null) return null;
    window.sessionStorage.removeItem(FLASH_STORAGE_KEY);
    const value = JSON.parse(raw) as unknown;
    return isFlash(value) ? value : null;
  } catch {
    return null;
  }
}
