import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { employerParam } from '../../features/credits/api/employer-param';
import { CreditSection } from '../../features/credits/routes/credit-section';
import { lazyPage } from '../../lib/feature-strings';
import { prefetchLoader } from '../../lib/route-prefetch';
import { setChosenEmployer } from '../../lib/scope-store';

const read = { action: 'read', subject: 'credits' } as const;
const create = { action: 'create', subject: 'credits' } as const;

/** Staff's chosen employer (`?employer=`) goes into the scope store before any page of the section renders. */
function chooseEmployerFromUrl({ request }: LoaderFunctionArgs) {
  setChosenEmployer(employerParam(new URL(request.url).searchParams));
  return null;
}

// The pages' first queries are imported with the loader's first run, beside the page's code: the
// credit schemas stay out of the entry chunk every page downloads.
const pageQueries = () => import('../../features/credits/api/page-queries');
const listLoader = prefetchLoader(read, async ({ url }) => (await pageQueries()).creditListQueries(url));
const createLoader = prefetchLoader(create, async () => (await pageQueries()).buyCreditsQueries());

/** Spec §2 credit pages under /:account/:site; reading credits opens them, buying needs `credits.create`. */
export const creditRoutes: RouteObject[] = [
  {
    path: 'credit-system',
    handle: read,
    loader: chooseEmployerFromUrl,
    Component: CreditSection,
    children: [
      {
        index: true,
        loader: listLoader,
        lazy: lazyPage(
          'credits',
          () => import('../../features/credits/routes/credit-system'),
          (m) => m.CreditSystemRoute,
        ),
      },
      {
        path: 'create',
        handle: create,
        loader: createLoader,
        lazy: lazyPage(
          'credits',
          () => import('../../features/credits/routes/buy-credits'),
          (m) => m.BuyCreditsRoute,
        ),
      },
      {
        path: 'payment-success',
        lazy: lazyPage(
          'credits',
          () => import('../../features/credits/routes/payment-success'),
          (m) => m.PaymentSuccessRoute,
        ),
      },
    ],
  },
];
