// The auth module's face (decision 0029): users, their passwords and tokens, and the sign-in routes.
export { findUserByEmail, findUserById, revokeUserTokens, setPassword, touchToken } from './repository.js';
export { authRoutes } from './routes.js';
export { issueResetLink, issueToken, issueTokenRow, me, sendResetLink } from './service.js';
export type { ResetLinkJob } from './service.js';
export { hashToken, newToken } from './tokens.js';
