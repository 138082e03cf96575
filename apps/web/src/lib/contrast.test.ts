import { describe, expect, it } from 'vitest';
import { brandingContrastIssues } from './contrast';

describe('brandingContrastIssues', () => {
  it('finds nothing on light surfaces nor on hover for a deep primary and a deeper darker colour', () => {
    const issues = brandingContrastIssues('#1d4ed8', '#1e3a8a');
    expect(issues.map((i) => (i.kind === 'surface' ? `surface:${i.mode}` : i.kind))).toEqual(['surface:dark']);
  });

  it('flags a pale primary on light surfaces with the darker shade the theme shows', () => {
    const [issue] = brandingContrastIssues('#ffd400', '#1e3a8a');
    expect(issue).toMatchObject({ kind: 'surface', mode: 'light' });
    expect(issue?.kind === 'surface' && issue.ratio).toBeLessThan(4.5);
    expect(issue?.kind === 'surface' && issue.shown).toMatch(/^#[0-9a-f]{6}$/);
    expect(issue?.kind === 'surface' && issue.shown).not.toBe('#ffd400');
  });

  it('flags a deep primary on dark surfaces, and a darker colour text cannot be read on', () => {
    const issues = brandingContrastIssues('#1e3a8a', '#ff5b5b');
    expect(issues.map((i) => (i.kind === 'surface' ? `surface:${i.mode}` : i.kind))).toEqual([
      'surface:dark',
      'darker',
    ]);
  });

  it('waits for complete colours', () => {
    expect(brandingContrastIssues('#12', '#000000')).toEqual([]);
  });
});
