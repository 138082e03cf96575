import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, lazyPage } from '../../lib/feature-strings';

const strings = featureStrings('contentEditor', (locale) => import(`../../locales/${locale}/content-editor.ts`));

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
        lazy: lazyPage(strings, () => import('./routes/second-page').then((m) => m.SecondPageRoute)),
      },
    ],
  },
};
