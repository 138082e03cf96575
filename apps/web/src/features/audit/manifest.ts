import ManageHistoryOutlinedIcon from '@mui/icons-material/ManageHistoryOutlined';
import { resourceFeature } from '../../components/resource/resource-feature';
import { featureStrings } from '../../lib/feature-strings';

/** /:account/:site/audit — the site's audit log, for those who read `audit` (decision 0095). */
export const auditManifest = resourceFeature({
  name: 'audit',
  icon: ManageHistoryOutlinedIcon,
  strings: featureStrings('audit', (locale) => import(`../../locales/${locale}/audit.ts`)),
  listPath: '/v1/audit',
  api: () => import('./api/audit-resource').then((m) => m.auditApi),
  list: () => import('./routes/audit-list').then((m) => m.AuditListRoute),
});
