import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const notifications: TranslationShape<Translation['notifications']> = {
  title: 'Notifications',
  subtitle: 'Ce qui s’est passé sur vos sites et vous concerne.',
  bell: 'Notifications',
  bellUnread: 'Notifications, non lues : {{count}}',
  latest: 'Dernières notifications',
  viewAll: 'Tout voir',
  markAllRead: 'Tout marquer comme lu',
  markRead: 'Marquer comme lue',
  markUnread: 'Marquer comme non lue',
  delete: 'Supprimer',
  open: 'Ouvrir',
  unread: 'Non lues',
  all: 'Toutes',
  show: 'Afficher',
  arrived: 'Nouvelle notification : {{subject}}',
  deleteTitle: 'Supprimer cette notification ?',
  deleteText: '« {{subject}} » sera retirée de vos notifications.',
  deleted: 'Notification supprimée.',
  allRead: 'Toutes les notifications sont marquées comme lues.',
  kinds: {
    application_received: {
      subject: 'Nouvelle candidature pour {{job_title}}',
      content: '{{candidate}} a postulé à {{job_title}}.',
    },
    job_on_hold: {
      subject: 'Offre en attente d’approbation : {{job_title}}',
      content: '{{job_title}} ({{employer}}) est en attente jusqu’à son approbation.',
    },
    employer_on_hold: {
      subject: 'Employeur en attente d’approbation : {{employer}}',
      content: 'L’inscription de {{employer}} est en attente jusqu’à son approbation.',
    },
    job_flagged: {
      subject: 'Offre signalée : {{job_title}}',
      content: 'Un candidat a signalé {{job_title}} : {{reason}}.',
    },
    export_ready: {
      subject: 'Votre export est prêt : {{export_name}}',
      content_one: '{{count, number}} ligne est prête à être téléchargée.',
      content_many: '{{count, number}} de lignes sont prêtes à être téléchargées.',
      content_other: '{{count, number}} lignes sont prêtes à être téléchargées.',
    },
    credits_bought: {
      subject_one: '{{count, number}} crédit acheté',
      subject_many: '{{count, number}} de crédits achetés',
      subject_other: '{{count, number}} crédits achetés',
      content_one: '{{count, number}} crédit a été ajouté au solde.',
      content_many: '{{count, number}} de crédits ont été ajoutés au solde.',
      content_other: '{{count, number}} crédits ont été ajoutés au solde.',
    },
    webhook_disabled: {
      subject: 'Point de terminaison de webhook désactivé : {{url}}',
      content:
        'Les envois vers {{url}} ont échoué pendant une journée : le point de terminaison a été désactivé. Corrigez-le, puis réactivez-le.',
    },
  },
  reasons: {
    spam: 'spam ou arnaque',
    misleading: 'trompeuse ou inexacte',
    discriminatory: 'discriminatoire',
    expired: 'plus disponible',
    offensive: 'contenu choquant',
    other: 'autre',
  },
};
