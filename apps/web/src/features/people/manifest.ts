import DomainOutlinedIcon from '@mui/icons-material/DomainOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, lazyPage } from '../../lib/feature-strings';

const strings = featureStrings('people', (locale) => import(`../../locales/${locale}/people.ts`));

const sites = { action: 'read', subject: 'sites' } as const;
const users = { action: 'read', subject: 'users' } as const;

/**
 * The account's own pages (decision 0051) under /:account, where `sites` and `users` win over a
 * site's name: its sites, and its users with their roles. Both need the right in the account itself.
 */
export const peopleManifest: FeatureManifest = {
  name: 'people',
  subjects: ['sites', 'users'],
  strings,
  nav: [
    { to: '/:account/sites', labelKey: 'nav.sites', icon: DomainOutlinedIcon, ...sites },
    { to: '/:account/users', labelKey: 'nav.users', icon: ManageAccountsOutlinedIcon, ...users },
  ],
  routes: {
    account: [
      {
        path: 'sites',
        handle: sites,
        lazy: lazyPage(strings, () => import('./routes/sites-list').then((m) => m.SitesListRoute)),
      },
      {
        path: 'users',
        handle: users,
        lazy: lazyPage(strings, () => import('./routes/users-list').then((m) => m.UsersListRoute)),
      },
    ],
  },
};
