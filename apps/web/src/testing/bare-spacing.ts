const SPACING = /^(margin|padding)(Top|Right|Bottom|Left|Inline|Block|InlineStart|InlineEnd|BlockStart|BlockEnd)?$/;

/**
 * Every margin or padding of a style object given as a bare number other than 0, with its path.
 * Styles applied through `sx` read such a number as theme spacing (12 → 96 px): a wrapped table
 * cell once grew rows to 170 px. Styles written once for many elements give CSS lengths instead.
 */
export function bareSpacing(styles: object, path = ''): string[] {
  return Object.entries(styles).flatMap(([key, value]: [string, unknown]) => {
    if (value && typeof value === 'object') return bareSpacing(value, `${path}${key} › `);
    return SPACING.test(key) && typeof value === 'number' && value !== 0 ? [`${path}${key}: ${value}`] : [];
  });
}
