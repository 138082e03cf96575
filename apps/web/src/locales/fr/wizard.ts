import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const wizard: TranslationShape<Translation['wizard']> = {
  steps: 'Étapes',
  progress: 'Étape {{current}} sur {{total}}',
  where: 'Étape {{current}} sur {{total}} : {{step}}',
  back: 'Retour',
  next: 'Suivant',
  saveDraft: 'Enregistrer le brouillon',
  draftSaved: 'Brouillon enregistré.',
  loadFailed: 'Le brouillon n’a pas pu être chargé.',
};
