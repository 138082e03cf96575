import { MIN_TEXT_CONTRAST, SURFACES, type ColorMode } from '../lib/palette';

/*
 * lib/contrast.ts without MUI: the branding primary is kept when it reads at 4.5:1 on every
 * surface of the mode, otherwise lightened (dark mode) or darkened (light mode) in the 5 % steps
 * of MUI's lighten/darken, so the sign-in page and the SPA show the same colour.
 */
type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return Number((0.2126 * r + 0.7152 * g + 0.0722 * b).toFixed(3));
}

function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

function shift(rgb: Rgb, towards: ColorMode, amount: number): Rgb {
  return rgb.map((channel) =>
    Math.trunc(towards === 'light' ? channel + (255 - channel) * amount : channel * (1 - amount)),
  ) as Rgb;
}

export interface PrimaryColors {
  primary: string;
  /** Text on the primary colour (MUI's contrastText at the 4.5 threshold). */
  onPrimary: string;
}

/** The primary colour in force for a mode (`color` when valid, else `fallback`), readable on its surfaces. */
export function primaryColors(color: string, fallback: string, mode: ColorMode): PrimaryColors {
  const base = parseHex(color) ?? parseHex(fallback) ?? [0, 0, 0];
  const surfaces = Object.values(SURFACES[mode]).map((surface) => parseHex(surface) ?? base);
  const towards: ColorMode = mode === 'light' ? 'dark' : 'light';
  const passes = (candidate: Rgb) => surfaces.every((surface) => contrast(candidate, surface) >= MIN_TEXT_CONTRAST);
  let primary: Rgb = towards === 'light' ? [255, 255, 255] : [0, 0, 0];
  for (let step = 0; step <= 20; step += 1) {
    const candidate = shift(base, towards, step * 0.05);
    if (passes(candidate)) {
      primary = candidate;
      break;
    }
  }
  return {
    primary: `rgb(${primary.join(', ')})`,
    onPrimary: contrast(primary, [255, 255, 255]) >= MIN_TEXT_CONTRAST ? '#fff' : 'rgba(0, 0, 0, 0.87)',
  };
}
