// The audit module's face (decision 0029): every module records its changes through it. Reading
// the audit (its page, its export) is the audit-log module's (decision 0095).
export { auditFor, recordAudit } from './repository.js';
export type { AuditActor, AuditEvent } from './repository.js';
export { changesOf, keysOf } from './changes.js';
