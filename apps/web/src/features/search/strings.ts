import { featureStrings } from '../../lib/feature-strings';

/** The palette's and the shortcuts menu's strings, fetched with their code on first open. */
export const searchStrings = featureStrings('search', (locale) => import(`../../locales/${locale}/search.ts`));
