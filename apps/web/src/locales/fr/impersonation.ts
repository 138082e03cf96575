import type { impersonation as en } from '../en/impersonation';
import type { TranslationShape } from '../types';

export const impersonation: TranslationShape<typeof en> = {
  banner: {
    label: 'Usurpation d’identité',
    user: 'Vous ({{impersonator}}) agissez en tant que {{name}}',
    candidate: 'Vous ({{impersonator}}) voyez, en lecture seule, ce que voit ce candidat : {{name}}',
    candidateLoading: 'Vous voyez le portail comme un candidat, en lecture seule',
    exit: 'Quitter',
  },
  actor: '{{impersonator}} en tant que {{name}}',
  button: {
    label: 'Se connecter en tant que',
    labelFor: 'Se connecter en tant que {{name}}',
    confirmTitle: 'Se connecter en tant que {{name}} ?',
    confirmUser:
      'Vous agirez en tant que {{name}} jusqu’à ce que vous quittiez. Vos actions sont enregistrées à son nom, avec le vôtre à côté.',
    confirmCandidate:
      'Vous verrez ce que {{name}} voit de son profil et de ses candidatures, en lecture seule, jusqu’à ce que vous quittiez.',
  },
};
