import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { lazyPage, type FeatureStrings } from '../../lib/feature-strings';

const strings: FeatureStrings = {
  name: 'contentEditor',
  loaders: {
    en: () => import('../../locales/en/content-editor').then((m) => m.contentEditor),
    fr: () => import('../../locales/fr/content-editor').then((m) => m.contentEditor),
    ar: () => import('../../locales/ar/content-editor').then((m) => m.contentEditor),
  },
};

// Editing a site's pages is editing its settings: the same right as `GET /v1/cms/auth/token`.
const edit = { action: 'update', subject: 'settings' } as const;

/** The spec's `/second-page`: the selected site's content editor, opened with a short-lived token (decision 0056). */
export const contentEditorManifest: FeatureManifest = {
  name: 'content-editor',
  subjects: ['settings'],
  strings,
  nav: [{ to: '/second-page', labelKey: 'nav.contentEditor', icon: EditNoteOutlinedIcon, ...edit }],
  routes: {
    shell: [
      {
        path: 'second-page',
        handle: edit,
        lazy: lazyPage(
          strings,
          () => import('./routes/second-page'),
          (m) => m.SecondPageRoute,
        ),
      },
    ],
  },
};
