/** A list page the document starts itself: the API path its loader reads and its route's page module. */
export interface DocumentList {
  /** `prefetchLoader`'s `list`: the GET of the list's first page. */
  api: string;
  /** The page's module under src/, whose chunks the document preloads (apps/web/build/document-plugins.ts, `documentStart`). */
  page: string;
}

/**
 * The list pages whose first page the document itself requests, and whose code it preloads
 * (lib/document-requests.ts), by their path under `/:account/:site`. A test walks the app's routes
 * and fails when a list route and this table disagree.
 */
export const DOCUMENT_LISTS: Readonly<Record<string, DocumentList>> = {
  employers: { api: '/v1/employers', page: 'features/employers/routes/employers-list.tsx' },
  'employers/hold': { api: '/v1/employers/on-hold', page: 'features/employers/routes/employers-hold.tsx' },
  jobs: { api: '/v1/jobs', page: 'features/jobs/routes/jobs-list.tsx' },
  applications: { api: '/v1/applications', page: 'features/applications/routes/applications-list.tsx' },
  seekers: { api: '/v1/seekers', page: 'features/seekers/routes/seekers-list.tsx' },
  consultants: { api: '/v1/consultants', page: 'features/consultants/routes/consultants-list.tsx' },
  audit: { api: '/v1/audit', page: 'features/audit/routes/audit-list.tsx' },
};

/** login.html's JSON of each list page's code files beyond the entry's and the layout's (build/document-plugins.ts). */
export const LIST_CODE_ID = 'portal-list-code';
