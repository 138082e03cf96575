// The audit module's face (decision 0029): every module records its changes through it.
export { auditFor, recordAudit } from './repository.js';
export type { AuditActor, AuditEvent } from './repository.js';
