import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const profile: TranslationShape<Translation['profile']> = {
  title: 'Profil',
  subtitle: 'Votre mot de passe, votre photo, votre nom et l’apparence du portail pour vous.',
  tabs: { label: 'Sections du profil', password: 'Mot de passe', settings: 'Paramètres' },
  password: {
    heading: 'Changer le mot de passe',
    intro: 'Quand vous changez votre mot de passe, vos autres sessions sont déconnectées. Vous restez connecté ici.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    hint: 'Au moins 8 caractères.',
    submit: 'Changer le mot de passe',
  },
  avatar: {
    heading: 'Avatar',
    alt: 'Votre avatar',
    upload: 'Téléverser une photo',
    replace: 'Remplacer la photo',
    remove: 'Retirer la photo',
    uploading: 'Envoi de votre photo',
    removeTitle: 'Retirer votre photo ?',
    removeText: 'Votre initiale s’affiche à sa place jusqu’à ce que vous en téléversiez une autre.',
    saved: 'Votre photo a été mise à jour.',
    removed: 'Votre photo a été retirée.',
  },
  name: {
    heading: 'Nom',
    label: 'Votre nom',
    email: 'E-mail',
    submit: 'Enregistrer le nom',
    saved: 'Votre nom a été enregistré.',
  },
  preferences: {
    heading: 'Interface',
    intro: 'Ces choix sont conservés dans ce navigateur.',
  },
  detail: {
    notFoundTitle: 'Page introuvable',
    notFound: 'Votre profil n’a pas de telle page.',
  },
  actions: { backToList: 'Retour à votre profil' },
};
