import type { FeatureManifest } from '../../lib/feature-manifest';

const publicPage = { public: true };
const notFound = () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));

/** The error pages: not authorized, and not found for any path no other route matches. */
export const miscManifest: FeatureManifest = {
  name: 'misc',
  subjects: [],
  routes: {
    blank: [
      {
        path: 'not-authorized',
        handle: publicPage,
        lazy: () => import('./routes/not-authorized').then((m) => ({ Component: m.NotAuthorizedRoute })),
      },
      { path: 'pages/misc/not-found/:error', handle: publicPage, lazy: notFound },
      { path: '*', handle: publicPage, lazy: notFound },
    ],
    // Inside a site, an unknown path keeps the signed-in shell around the page.
    site: [{ path: '*', lazy: notFound }],
  },
};
