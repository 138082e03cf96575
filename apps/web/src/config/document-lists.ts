/** A list page the document starts itself: the API path its loader reads and its route's page module. */
export interface DocumentList {
  /** `prefetchLoader`'s `list`: the GET of the list's first page. */
  api: string;
  /** The page's module under src/, whose chunks the document preloads (apps/web/build/document-plugins.ts, `documentStart`). */
  page: string;
  /** The module its loader imports to build the page's queries (`prefetchLoader`'s `queries`). */
  queries: string;
  /** The features whose strings the page waits for (lib/feature-strings.ts), beyond the core's. */
  strings: readonly string[];
}

/**
 * The list pages whose first page the document itself requests, and whose code it preloads
 * (lib/document-requests.ts), by their path under `/:account/:site`. A test walks the app's routes
 * and fails when a list route and this table disagree.
 */
export const DOCUMENT_LISTS: Readonly<Record<string, DocumentList>> = {
  employers: {
    api: '/v1/employers',
    page: 'features/employers/routes/employers-list.tsx',
    queries: 'features/employers/api/page-queries.ts',
    strings: [],
  },
  'employers/hold': {
    api: '/v1/employers/on-hold',
    page: 'features/employers/routes/employers-hold.tsx',
    queries: 'features/employers/api/page-queries.ts',
    strings: [],
  },
  jobs: {
    api: '/v1/jobs',
    page: 'features/jobs/routes/jobs-list.tsx',
    queries: 'features/jobs/api/page-queries.ts',
    strings: ['jobs'],
  },
  applications: {
    api: '/v1/applications',
    page: 'features/applications/routes/applications-list.tsx',
    queries: 'features/applications/api/page-queries.ts',
    strings: ['applications'],
  },
  seekers: {
    api: '/v1/seekers',
    page: 'features/seekers/routes/seekers-list.tsx',
    queries: 'features/seekers/api/page-queries.ts',
    strings: ['seekers', 'applications'],
  },
  consultants: {
    api: '/v1/consultants',
    page: 'features/consultants/routes/consultants-list.tsx',
    queries: 'features/consultants/api/consultant-resource.ts',
    strings: ['consultants'],
  },
  audit: {
    api: '/v1/audit',
    page: 'features/audit/routes/audit-list.tsx',
    queries: 'features/audit/api/audit-resource.ts',
    strings: ['audit'],
  },
};

/**
 * What the documents preload for a list page, built from the bundle (apps/web/build/document-plugins.ts):
 * index.html's inline script carries it, login.html as JSON (`LIST_CODE_ID`). Paths are the built files'.
 */
export interface ListPreloads {
  /** Each list page's code beyond the entry's: the page, the module its loader imports, the signed-in layout. */
  pages: Record<string, readonly string[]>;
  /**
   * Per language, what a page waits for before it renders: the language's core strings beyond English
   * (and, right to left, the styles' plugin), and each feature's strings (English's are always loaded too).
   */
  locales: Record<string, { core: readonly string[]; strings: Record<string, readonly string[]> }>;
}

/** The id of login.html's JSON of the list pages' preloads (`ListPreloads`, build/document-plugins.ts). */
export const LIST_CODE_ID = 'portal-list-code';
