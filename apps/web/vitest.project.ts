import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The web's component tests as one Vitest project; the root config makes a shared and an isolated one. */
export function webProject(test: NonNullable<TestProjectInlineConfiguration['test']> = {}) {
  return defineProject({
    root,
    plugins: [react()],
    test: {
      name: 'web',
      // happy-dom, not jsdom: the same files for about a third less CPU (decision 0026); where it departs
      // from a browser in a way the tests meet, src/testing/happy-dom-fixes.ts brings it in line.
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // Typing into MUI forms in the test DOM takes seconds on a loaded 2-core runner; a slow test is not a failing one.
      testTimeout: 20000,
      ...test,
    },
  });
}
