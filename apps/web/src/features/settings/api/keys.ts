/** Query keys of the settings feature (shared elsewhere: the catalogue's in lib/field-options, the credit price's in components/credits). */
export const settingsKeys = {
  all: ['settings'] as const,
  site: ['settings', 'site'] as const,
  stages: ['application-stages'] as const,
  mailTemplates: ['settings', 'mail-templates'] as const,
};
