import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const flaggedJobs: TranslationShape<Translation['flaggedJobs']> = {
  title: 'Offres signalées',
  subtitle: 'Offres signalées par des candidats. Classez les signalements, ou retirez ou expirez l’offre.',
  fields: {
    title: 'Offre',
    employer: 'Employeur',
    reason: 'Motif',
    reported_at: 'Date du signalement',
    comments: 'Commentaires',
    reports_count: 'Signalements',
  },
  reasons: {
    spam: 'Spam ou arnaque',
    misleading: 'Trompeuse ou inexacte',
    discriminatory: 'Discriminatoire',
    expired: 'Plus disponible',
    offensive: 'Contenu choquant',
    other: 'Autre',
  },
  list: {
    gridLabel: 'Offres signalées',
    search: 'Rechercher',
    filters: 'Filtrer les offres signalées',
    loadError: 'Les offres signalées n’ont pas pu être chargées.',
    openReports: 'Signalements : {{count}}',
  },
  detail: {
    title_one: 'Signalement ouvert (1) :',
    title_many: 'Signalements ouverts ({{count, number}}) :',
    title_other: 'Signalements ouverts ({{count, number}}) :',
    reports: 'Signalements ouverts',
    noComments: 'Aucun commentaire.',
    notFoundTitle: 'Offre signalée introuvable',
    notFound: 'Cette offre n’a aucun signalement ouvert, ou appartient à un autre site.',
  },
  actions: { dismiss: 'Classer', unlist: 'Retirer', expire: 'Expirer', backToList: 'Retour aux offres signalées' },
  confirm: {
    dismissTitle: 'Classer les signalements ?',
    dismissOne: 'Tous les signalements ouverts de {{name}} seront clos ; l’offre reste telle quelle.',
    dismissMany_one: 'Tous les signalements ouverts de l’offre sélectionnée seront clos ; l’offre reste telle quelle.',
    dismissMany_many:
      'Tous les signalements ouverts des offres sélectionnées ({{count, number}}) seront clos ; les offres restent telles quelles.',
    dismissMany_other:
      'Tous les signalements ouverts des offres sélectionnées ({{count, number}}) seront clos ; les offres restent telles quelles.',
    unlistTitle: 'Retirer cette offre ?',
    unlist: '{{name}} sera masquée aux candidats jusqu’à sa remise en ligne.',
    expireTitle: 'Expirer cette offre ?',
    expire:
      '{{name}} prendra fin maintenant et ne pourra plus être remise en ligne. Saisissez le titre pour confirmer.',
  },
  notifications: {
    dismissed: 'Signalements classés.',
    dismissedMany_one: 'Signalements classés pour {{count, number}} offre.',
    dismissedMany_many: 'Signalements classés pour {{count, number}} d’offres.',
    dismissedMany_other: 'Signalements classés pour {{count, number}} offres.',
    unlisted: 'Offre retirée.',
    expired: 'Offre expirée.',
  },
};
