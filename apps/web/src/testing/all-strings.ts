import { ar } from '../locales/ar';
import { consultants as arConsultants } from '../locales/ar/consultants';
import { settings as arSettings } from '../locales/ar/settings';
import { en } from '../locales/en';
import { consultants as enConsultants } from '../locales/en/consultants';
import { settings as enSettings } from '../locales/en/settings';
import { fr } from '../locales/fr';
import { consultants as frConsultants } from '../locales/fr/consultants';
import { settings as frSettings } from '../locales/fr/settings';

/** Every string of each language, core and feature strings together (tests only). */
export const ALL_STRINGS = {
  en: { ...en, consultants: enConsultants, settings: enSettings },
  fr: { ...fr, consultants: frConsultants, settings: frSettings },
  ar: { ...ar, consultants: arConsultants, settings: arSettings },
};
