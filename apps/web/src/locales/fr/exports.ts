import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const exportsText: TranslationShape<Translation['exports']> = {
  title: 'Export',
  status: {
    pending: 'Votre export est en préparation…',
    done: 'Votre export est prêt.',
    failed: 'L’export a échoué.',
  },
  requested: 'Demandé le {{date}}',
  rows: 'Lignes : {{rows}}',
  download: 'Télécharger le CSV',
  pendingHint: 'Cette page se met à jour d’elle-même lorsque le fichier est prêt.',
  failedHint: 'Veuillez lancer un nouvel export depuis la liste.',
  notFound: 'Cet export n’existe pas ou a été demandé par quelqu’un d’autre.',
};
