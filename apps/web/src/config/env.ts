// The zod-free module: the sign-in page (src/login) reads this file too.
import { API_BASE } from '@portal/contract/constants';

/** Build-time configuration of the web app. */
export const env = {
  enterpriseKey: import.meta.env.VITE_ENTERPRISE_KEY || 'portal-demo',
  apiBase: API_BASE,
} as const;
