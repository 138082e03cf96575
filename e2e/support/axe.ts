import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe-core violation of the current page. Axe runs in the page
 * itself (legacy mode: the app has no cross-origin frames to reach, and the default mode opens a
 * second page to combine frame results) and keeps only the violations' nodes: about three times
 * faster per scan, the same rules and findings (decision 0026).
 */
export async function expectNoSeriousA11yViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(serious, `${context}: ${serious.join('\n')}`).toEqual([]);
}
