import { applicationStagesKey } from '../../../api/application-stages/application-stages';

/** Query keys of the settings feature (shared elsewhere: the catalogue's in lib/field-options, the credit price's in components/credits). */
export const settingsKeys = {
  all: ['settings'] as const,
  site: ['settings', 'site'] as const,
  stages: applicationStagesKey,
  mailTemplates: ['settings', 'mail-templates'] as const,
  apiKeys: ['settings', 'api-keys'] as const,
  feeds: ['settings', 'feeds'] as const,
};
