import axe from 'axe-core';

/**
 * What axe finds serious or critical on the page as rendered (jsdom has no layout, so contrast is
 * left to the browser suite); each as `rule: offending html`.
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
