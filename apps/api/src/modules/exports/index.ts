// The exports module's face (decision 0029): a module registers its export kind and requests exports here.
export { exportRoutes } from './routes.js';
export { registerExportKind, requestExport, runExport } from './service.js';
export type { ExportKind } from './service.js';
export { exportRoute } from './export-route.js';
export { employerReachParams, listExport, reachOfExport } from './list-export.js';
