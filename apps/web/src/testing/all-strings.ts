import { ar } from '../locales/ar';
import { consultants as arConsultants } from '../locales/ar/consultants';
import { credits as arCredits } from '../locales/ar/credits';
import { settings as arSettings } from '../locales/ar/settings';
import { en } from '../locales/en';
import { consultants as enConsultants } from '../locales/en/consultants';
import { credits as enCredits } from '../locales/en/credits';
import { settings as enSettings } from '../locales/en/settings';
import { fr } from '../locales/fr';
import { consultants as frConsultants } from '../locales/fr/consultants';
import { credits as frCredits } from '../locales/fr/credits';
import { settings as frSettings } from '../locales/fr/settings';

/** Every string of each language, core and feature strings together (tests only). */
export const ALL_STRINGS = {
  en: { ...en, consultants: enConsultants, credits: enCredits, settings: enSettings },
  fr: { ...fr, consultants: frConsultants, credits: frCredits, settings: frSettings },
  ar: { ...ar, consultants: arConsultants, credits: arCredits, settings: arSettings },
};
