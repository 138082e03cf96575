import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import { featureStrings } from '../../lib/feature-strings';
import { pageFeature } from '../../lib/page-feature';

/** The spec's `/second-page`: the selected site's content editor, opened with a short-lived token (decision 0056). */
export const contentEditorManifest = pageFeature({
  name: 'content-editor',
  strings: featureStrings('contentEditor', (locale) => import(`../../locales/${locale}/content-editor.ts`)),
  at: 'shell',
  path: 'second-page',
  // Editing a site's pages is editing its settings: the same right as `GET /v1/cms/auth/token`.
  right: { action: 'update', subject: 'settings' },
  icon: EditNoteOutlinedIcon,
  page: () => import('./routes/second-page').then((m) => m.SecondPageRoute),
});
