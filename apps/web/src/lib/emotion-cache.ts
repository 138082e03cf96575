import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from './locale';

const ltrCache = createCache({ key: 'css', prepend: true });

/** The emotion cache for a direction; the right-to-left one (stylis RTL plugin) loads on demand. */
export async function cacheFor(direction: Direction): Promise<EmotionCache> {
  if (direction === 'ltr') return ltrCache;
  const { rtlCache } = await import('./rtl-cache');
  return rtlCache;
}

export { ltrCache };
