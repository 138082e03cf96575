import { creditPricingQueryOptions } from '../../../components/credits/credit-pricing-api';
import { productsApi } from './product-resource';

// What the pricing tab reads first, for the settings route's loader (manifest.ts), which imports this
// module on demand: the credit price and the products page the URL names, requested together as soon
// as the user is known instead of one after the other once the tab has rendered.
export const pricingTabQueries = (url: URL) => [creditPricingQueryOptions(), ...productsApi.pageQueries.list(url)];
