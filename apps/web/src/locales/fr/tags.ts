import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const tags: TranslationShape<Translation['tags']> = {
  label: 'Étiquettes',
  placeholder: 'Rechercher ou ajouter une étiquette',
  create: 'Créer « {{name}} »',
  searching: 'Recherche…',
  limit: '{{max}} étiquettes au plus.',
  loadError: 'Les étiquettes n’ont pas pu être chargées.',
};
