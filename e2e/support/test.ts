import { test as base } from '@playwright/test';
import { serverOf } from './servers';

/** Playwright's `test`, pointed at the server of the worker it runs in (support/servers.ts). */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, workerInfo) => {
    await use(serverOf(workerInfo.parallelIndex).baseURL);
  },
});

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';
