/** Query keys of the settings feature (the catalogue's key is shared: lib/field-options). */
export const settingsKeys = {
  all: ['settings'] as const,
  site: ['settings', 'site'] as const,
  stages: ['application-stages'] as const,
  mailTemplates: ['settings', 'mail-templates'] as const,
};
