import type { FeatureManifest } from '../../lib/feature-manifest';

/** /exports/:id — the export mail's link (signed in, default layout, access portal). */
export const exportsManifest: FeatureManifest = {
  name: 'exports',
  subjects: [],
  routes: {
    shell: [
      {
        path: 'exports/:id',
        lazy: () => import('./routes/export-status').then((m) => ({ Component: m.ExportStatusRoute })),
      },
    ],
  },
};
