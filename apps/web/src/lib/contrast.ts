import { darken, getContrastRatio, lighten, rgbToHex } from '@mui/material/styles';
import { MIN_TEXT_CONTRAST, SURFACES, type ColorMode } from './palette';

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

/** The text MUI puts on a colour at the 4.5 threshold: white when it reads, else black. */
export function textOn(background: string): string {
  return getContrastRatio(background, '#ffffff') >= MIN_TEXT_CONTRAST ? '#ffffff' : '#000000';
}

/**
 * The darker colour as the theme uses it (contained buttons' hover, under the main colour's text):
 * kept when that text reads on it, else moved away from the text just enough.
 */
export function readableHover(darker: string, text: string): string {
  return readableColor(darker, [text], text === '#ffffff' ? 'dark' : 'light');
}

export type ContrastIssue =
  { kind: 'surface'; mode: ColorMode; ratio: number; shown: string } | { kind: 'darker'; ratio: number; shown: string };

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * What a branding's colours do to text (the settings page's warning): the primary colour on
 * each mode's surfaces, and the text a contained button carries on the darker colour when hovered
 * (light theme), each with the shade the theme shows instead. Colours that are not `#rrggbb` yet
 * have no issues.
 */
export function brandingContrastIssues(primary: string, darker: string): ContrastIssue[] {
  if (!HEX.test(primary) || !HEX.test(darker)) return [];
  const issues: ContrastIssue[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const surfaces = Object.values(SURFACES[mode]);
    const ratio = Math.min(...surfaces.map((surface) => getContrastRatio(primary, surface)));
    if (ratio < MIN_TEXT_CONTRAST) {
      const shown = rgbToHex(readableColor(primary, surfaces, mode === 'light' ? 'dark' : 'light'));
      issues.push({ kind: 'surface', mode, ratio, shown });
    }
  }
  const onMain = textOn(readableColor(primary, Object.values(SURFACES.light), 'dark'));
  const hovered = getContrastRatio(onMain, darker);
  if (hovered < MIN_TEXT_CONTRAST) {
    issues.push({ kind: 'darker', ratio: hovered, shown: rgbToHex(readableHover(darker, onMain)) });
  }
  return issues;
}
