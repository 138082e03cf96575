import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { creditPricingQueryOptions } from '../../components/credits/credit-pricing-api';
import { employerParam } from '../../features/credits/api/employer-param';
import { balanceQueryOptions } from '../../features/credits/api/get-balance';
import { ledgerQueryOptions } from '../../features/credits/api/get-ledger';
import { ledgerList } from '../../features/credits/api/list-query';
import { CreditSection } from '../../features/credits/routes/credit-section';
import { lazyPage } from '../../lib/feature-strings';
import { parseListState, toApiQuery } from '../../lib/list-state';
import { prefetchLoader } from '../../lib/route-prefetch';
import { employerInScope, setChosenEmployer } from '../../lib/scope-store';

const read = { action: 'read', subject: 'credits' } as const;
const create = { action: 'create', subject: 'credits' } as const;

/** Staff's chosen employer (`?employer=`) goes into the scope store before any page of the section renders. */
function chooseEmployerFromUrl({ request }: LoaderFunctionArgs) {
  setChosenEmployer(employerParam(new URL(request.url).searchParams));
  return null;
}

/** The tiers, and (once an employer is in scope) its balance and the history page the URL names. */
const listLoader = prefetchLoader(read, ({ url }) => {
  const employerId = employerInScope();
  const employerQueries =
    employerId === null
      ? []
      : [
          balanceQueryOptions(employerId),
          ledgerQueryOptions(employerId, toApiQuery(parseListState(ledgerList, url.searchParams))),
        ];
  return [creditPricingQueryOptions(), ...employerQueries];
});

const createLoader = prefetchLoader(create, () => {
  const employerId = employerInScope();
  return [creditPricingQueryOptions(), ...(employerId === null ? [] : [balanceQueryOptions(employerId)])];
});

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
