import type { CoreTranslation } from '../en';
import type { TranslationShape } from '../types';
import { confirm } from './confirm';
import { employers } from './employers';
import { exportsText } from './exports';
import { files } from './files';
import { richText } from './rich-text';
import { tags } from './tags';
import { wizard } from './wizard';
import { closeLabel, languageLabels, messages, signIn, themeLabels } from './login';

export const fr: TranslationShape<CoreTranslation> = {
  common: {
    loading: 'Chargement…',
    close: closeLabel,
    retry: 'Réessayer',
    backHome: "Retour à l'accueil",
    logoAlt: 'Logo {{title}}',
    defaultTitle: 'Portail',
  },
  auth: {
    login: signIn,
    forgotPassword: {
      title: 'Mot de passe oublié ?',
      subtitle: 'Saisissez votre e-mail et nous vous enverrons les instructions pour réinitialiser votre mot de passe.',
      email: 'E-mail',
      submit: 'Envoyer le lien',
      backToLogin: 'Retour à la connexion',
    },
    resetPassword: {
      title: 'Réinitialiser le mot de passe',
      subtitle: 'Choisissez un nouveau mot de passe d’au moins 8 caractères.',
      email: 'E-mail',
      password: 'Mot de passe',
      passwordConfirmation: 'Confirmer le mot de passe',
      submit: 'Enregistrer le mot de passe',
      backToLogin: 'Retour à la connexion',
      requestNewLink: 'Demander un nouveau lien',
    },
    acceptInvitation: {
      title: 'Accepter l’invitation',
      invited: 'Vous êtes invité à rejoindre {{employer}} avec le rôle « {{role}} ».',
      sentTo: 'Invitation envoyée à',
      choosePassword: 'Indiquez votre nom et choisissez un mot de passe d’au moins 8 caractères pour vous connecter.',
      existingAccount: 'Vous vous connecterez avec le mot de passe de votre compte existant.',
      name: 'Nom',
      password: 'Mot de passe',
      passwordConfirmation: 'Confirmer le mot de passe',
      submit: 'Accepter l’invitation',
      signIn: 'Aller à la connexion',
    },
    userMenu: {
      label: 'Menu du compte',
      logout: 'Se déconnecter',
      stopImpersonating: "Arrêter l'usurpation",
      impersonating: 'Connecté en tant que {{name}} pour {{impersonator}}',
    },
  },
  nav: {
    label: 'Navigation principale',
    open: 'Ouvrir la navigation',
    close: 'Fermer la navigation',
    collapse: 'Réduire la navigation',
    expand: 'Déplier la navigation',
    dashboard: 'Tableau de bord',
    employers: 'Employeurs',
    jobs: 'Offres d’emploi',
    postJob: 'Publier une offre',
    consultants: 'Consultants',
    credits: 'Crédits',
    settings: 'Paramètres',
  },
  layout: {
    scope: {
      label: 'Changer de compte et de site',
      menu: 'Comptes et sites',
      current: '{{account}} / {{site}}',
      none: 'Aucun site sélectionné',
    },
    theme: themeLabels,
    language: languageLabels,
    customizer: {
      label: 'Paramètres de mise en page',
      title: 'Mise en page',
      navigation: 'Navigation',
      vertical: 'Verticale',
      horizontal: 'Horizontale',
      contentWidth: 'Largeur du contenu',
      boxed: 'Encadrée',
      wide: 'Pleine largeur',
    },
    scrollTop: 'Retour en haut',
    footer: '© {{year}} {{title}}',
  },
  dashboard: {
    title: 'Tableau de bord',
    subtitle: '{{account}} · {{site}}',
    overview: 'Aperçu du site',
    creditSales: {
      title: 'Ventes de crédits',
      sold: 'Crédits vendus',
      revenue: 'Revenus des crédits',
      testRevenue: 'Argent de test (paiements du bac à sable, pas de revenu réel)',
    },
    counts: {
      employers: 'Employeurs',
      employers_on_hold: 'Employeurs en attente',
      employers_active: 'Employeurs actifs',
      employers_disabled: 'Employeurs désactivés',
      employer_live_jobs: 'Offres en ligne de mon employeur',
      employer_users: 'Utilisateurs de mon employeur',
      jobs: 'Offres',
      jobs_on_hold: 'Offres en attente',
      flagged_jobs: 'Offres signalées',
      applications: 'Candidatures',
      seekers: 'Candidats',
      consultants: 'Consultants',
      credits: 'Crédits',
      notifications: 'Notifications',
      users: 'Utilisateurs',
    },
  },
  errors: {
    notFound: {
      title: 'Page introuvable',
      description: 'Nous ne trouvons pas la page que vous cherchez.',
    },
    init: { title: 'Le portail n’a pas pu démarrer' },
    route: { title: 'Une erreur est survenue', reload: 'Recharger la page' },
  },
  snackbar: {
    types: { success: 'Succès', info: 'Information', warning: 'Avertissement', error: 'Erreur' },
  },
  messages,
  confirm,
  list: {
    all: 'Tous',
    selectRow: 'Sélectionner la ligne',
    selectAll: 'Sélectionner toutes les lignes',
    selected: 'Sélectionnés : {{count}}',
    perPage: 'Lignes par page :',
    displayed: '{{from}}–{{to}} sur {{count}}',
    pager: {
      first: 'Première page',
      last: 'Dernière page',
      next: 'Page suivante',
      previous: 'Page précédente',
    },
    columns: { button: 'Colonnes', unnamed: 'Colonne sans titre' },
    export: 'Exporter en CSV',
    exportStarted: 'Export lancé — nous vous enverrons un lien par e-mail dès qu’il sera prêt.',
  },
  employers,
  exports: exportsText,
  files,
  richText,
  tags,
  wizard,
};
