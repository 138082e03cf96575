import type { candidateView as en } from '../en/candidate-view';
import type { TranslationShape } from '../types';

export const candidateView: TranslationShape<typeof en> = {
  title: 'Vue du candidat',
  subtitle: 'Ce que {{name}} voit sur {{site}}. Lecture seule.',
  none: 'Aucune vue de candidat n’est ouverte.',
  ended: 'Cette vue du candidat est terminée.',
  profile: 'Profil',
  applications: 'Candidatures',
  fields: {
    email: 'E-mail',
    phone: 'Téléphone',
    status: 'Statut',
    visaType: 'Type de visa',
    desiredWorkType: 'Type de poste souhaité',
    job: 'Offre',
    employer: 'Employeur',
    applied: 'Postulé le',
  },
  seekerStatus: { pending: 'En attente', active: 'Actif', disabled: 'Désactivé' },
  applicationStatus: {
    applied: 'Postulé',
    registered: 'Inscrit',
    new: 'Nouveau',
    invited: 'Invité',
    screening: 'Présélection',
    shortlisted: 'Retenu',
    interviewed: 'Entretien passé',
    offered: 'Offre faite',
    unsuccessful: 'Non retenu',
    withdrawn: 'Retiré',
  },
};
