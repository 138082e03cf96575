import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import type { LoaderFunctionArgs } from 'react-router';
import type { FeatureManifest } from '../../lib/feature-manifest';
import { featureStrings, lazyPage } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';
import { employerInScope, setChosenEmployer } from '../../lib/scope-store';
import { employerParam } from './api/employer-param';
import { CreditSection } from './routes/credit-section';

const read = { action: 'read', subject: 'credits' } as const;
const create = { action: 'create', subject: 'credits' } as const;

const strings = featureStrings('credits', (locale) => import(`../../locales/${locale}/credits.ts`));

/** Staff's chosen employer (`?employer=`) goes into the scope store before any page of the section renders. */
function chooseEmployerFromUrl({ request }: LoaderFunctionArgs) {
  setChosenEmployer(employerParam(new URL(request.url).searchParams));
  return null;
}

// The pages' first queries are imported with the loader's first run, beside the page's code: the
// credit schemas stay out of the entry chunk every page downloads.
const pageQueries = () => import('./api/page-queries');
const listLoader = prefetchLoader(
  read,
  async ({ url }) => (await pageQueries()).creditListQueries(url),
  // The ledger is read once an employer is in scope (api/page-queries.ts).
  () => (employerInScope() === null ? null : '/v1/credit/ledgers'),
);
const createLoader = prefetchLoader(create, async () => (await pageQueries()).buyCreditsQueries());

/** Spec §2 credit pages under /:account/:site; reading credits opens them, buying needs `credits.create`. */
export const creditsManifest: FeatureManifest = {
  name: 'credits',
  subjects: ['credits'],
  strings,
  nav: [{ to: '/:account/:site/credit-system', labelKey: 'nav.credits', icon: PaymentsOutlinedIcon, ...read }],
  routes: {
    site: [
      {
        path: 'credit-system',
        handle: read,
        loader: chooseEmployerFromUrl,
        Component: CreditSection,
        children: [
          {
            index: true,
            loader: listLoader,
            lazy: lazyPage(strings, () => import('./routes/credit-system').then((m) => m.CreditSystemRoute)),
          },
          {
            path: 'create',
            handle: create,
            loader: createLoader,
            lazy: lazyPage(strings, () => import('./routes/buy-credits').then((m) => m.BuyCreditsRoute)),
          },
          {
            path: 'payment-success',
            lazy: lazyPage(strings, () => import('./routes/payment-success').then((m) => m.PaymentSuccessRoute)),
          },
        ],
      },
    ],
  },
};
