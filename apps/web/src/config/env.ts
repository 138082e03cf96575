import { API_BASE } from '@portal/contract';

/** Build-time configuration of the web app. */
export const env = {
  enterpriseKey: import.meta.env.VITE_ENTERPRISE_KEY || 'portal-demo',
  apiBase: API_BASE,
} as const;
