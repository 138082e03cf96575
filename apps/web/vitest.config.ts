import { webProject } from './vitest.project';

/** `cd apps/web && npx vitest run <file>`: one file or folder on its own; `npm test` runs the root config. */
export default webProject();
