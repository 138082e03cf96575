import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus: proves it is reachable by keyboard alone. */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false)
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}
