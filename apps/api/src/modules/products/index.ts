// The products module's face (decision 0029).
export { productRoutes } from './routes.js';
export { findActiveProduct, findProductById, type ProductRow } from './repository.js';
