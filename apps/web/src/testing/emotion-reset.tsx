import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { ltrCache } from '../lib/emotion-cache';
import { rtlCache } from '../lib/rtl-cache';

let defaultCache: EmotionCache | null = null;

/** Emotion's own default cache (what components rendered without our CacheProvider write to). */
function emotionDefaultCache(): EmotionCache | null {
  if (defaultCache) return defaultCache;
  function Grab() {
    defaultCache = __unsafe_useEmotionCache();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(<Grab />));
  act(() => root.unmount());
  return defaultCache;
}

/**
 * Test files share their worker's document and modules (decision 0026), so every style rule emotion
 * inserted for any earlier test stays in <head>; the test DOM's getComputedStyle (called by every role
 * query's visibility check) walks all of them, and the suite slowed down file after file. Between
 * tests nothing is mounted: remove the rules and forget that they were inserted, so the next render
 * writes only what it uses.
 */
export function resetEmotionStyles() {
  for (const cache of [emotionDefaultCache(), ltrCache, rtlCache]) {
    if (!cache) continue;
    cache.sheet.flush();
    cache.inserted = {};
  }
}
