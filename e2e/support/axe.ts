import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe-core violation of the current page. Axe runs in the page
 * itself (legacy mode: the app has no cross-origin frames to reach, and the default mode opens a
 * second page to combine frame results) and keeps only the violations' nodes: about three times
 * faster per scan, the same rules and findings (decision 0026). It scans once no CSS transition or
 * animation is running.
 */
export async function expectNoSeriousA11yViolations(page: Page, context: string): Promise<void> {
  // What a person reads is the settled page: a snackbar, chip or popover still fading in or out is
  // translucent, and axe would measure its contrast against what shows through it.
  // (A spinner's endless animation is not a transition to wait for.)
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
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
