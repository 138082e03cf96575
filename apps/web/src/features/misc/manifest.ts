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
      // Any path no route matches, of any length and signed in or not (decision 0056): under
      // /:account/:site too, so an unknown page is never taken for a site's page to sign in to.
      { path: '*', handle: publicPage, lazy: notFound },
    ],
  },
};
