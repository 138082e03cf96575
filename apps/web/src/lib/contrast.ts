import { darken, getContrastRatio, lighten } from '@mui/material/styles';
import { MIN_TEXT_CONTRAST } from './palette';

export { MIN_TEXT_CONTRAST };

/**
 * The colour nearest to `color` that reads on every given background at `min` contrast:
 * branding colours are kept when they pass, and lightened (dark surfaces) or darkened
 * (light surfaces) just enough otherwise.
 */
export function readableColor(
  color: string,
  backgrounds: readonly string[],
  towards: 'light' | 'dark',
  min = MIN_TEXT_CONTRAST,
): string {
  const passes = (candidate: string) => backgrounds.every((bg) => getContrastRatio(candidate, bg) >= min);
  if (passes(color)) return color;
  for (let step = 1; step <= 20; step += 1) {
    const candidate = towards === 'light' ? lighten(color, step * 0.05) : darken(color, step * 0.05);
    if (passes(candidate)) return candidate;
  }
  return towards === 'light' ? '#ffffff' : '#000000';
}
