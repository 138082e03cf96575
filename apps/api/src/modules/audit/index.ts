// The audit module's face (decision 0029): every module records its changes through it.
export { recordAudit } from './repository.js';
export type { AuditEvent } from './repository.js';
