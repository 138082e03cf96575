import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const seekers: TranslationShape<Translation['seekers']> = {
  title: 'Candidats',
  fields: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    profile_id: 'ID de profil',
    status: 'Statut',
    visa_type: 'Type de visa',
    desired_work_type: 'Type de poste souhaité',
    applications_count: 'Candidatures',
    last_activity_at: 'Dernière activité',
    created_at: 'Inscrit le',
    tag: 'Étiquette',
    tags: 'Étiquettes',
  },
  status: { pending: 'En attente', active: 'Actif', disabled: 'Désactivé' },
  list: {
    gridLabel: 'Candidats',
    search: 'Rechercher',
    searchHint: 'Nom, e-mail ou ID de profil',
    filters: 'Filtrer les candidats',
    loadError: 'Les candidats n’ont pas pu être chargés.',
    activeFrom: 'Dernière activité depuis',
    activeTo: 'Dernière activité jusqu’au',
  },
  tabs: {
    label: 'Sections du candidat',
    profile: 'Profil',
    resume: 'CV',
    documents: 'Documents',
    activity: 'Activité',
    applications: 'Candidatures',
  },
  resume: { none: 'Aucun CV trouvé', viewer: 'CV de {{name}}' },
  documents: { none: 'Aucun document.', size: '{{kb}} Ko' },
  activity: {
    none: 'Aucune activité pour l’instant.',
    atBy: '{{date}} par {{name}}',
    bySeeker: 'le candidat',
    noStage: 'Aucune étape',
    kinds: {
      applied: 'A postulé à {{job}}',
      status_changed: '{{job}} : statut {{from}} → {{to}}',
      stage_changed: '{{job}} : étape {{from}} → {{to}}',
      enable: 'Activé',
      disable: 'Désactivé',
      tagged: 'Étiquettes modifiées',
      password_reset_sent: 'Lien de réinitialisation du mot de passe envoyé',
      data_exported: 'Données exportées',
      retention_warned: 'Averti de l’effacement (conservation)',
      erased: 'Données effacées',
      visa_type_changed: 'Type de visa : {{from}} → {{to}}',
      desired_work_type_changed: 'Type de poste souhaité : {{from}} → {{to}}',
    },
  },
  applications: { job: 'Offre', status: 'Statut', stage: 'Étape', appliedAt: 'Postulé le' },
  detail: {
    actions: 'Actions sur le candidat',
    notFoundTitle: 'Candidat introuvable',
    notFound: 'Ce candidat ou cette page n’existe pas, ou appartient à un autre site.',
  },
  erased: 'Effacé',
  actions: {
    backToList: 'Retour aux candidats',
    edit: 'Modifier',
    delete: 'Supprimer',
    enable: 'Activer',
    disable: 'Désactiver',
    resetPassword: 'Réinitialiser le mot de passe',
    exportData: 'Exporter les données',
    erase: 'Effacer les données',
  },
  confirm: {
    deleteTitle: 'Supprimer ce candidat ?',
    deleteDescription:
      '{{name}} sera supprimé avec son CV, ses documents et ses candidatures. Cette action est irréversible. Saisissez le nom pour confirmer.',
    disableTitle: 'Désactiver définitivement ?',
    disableOne:
      '{{name}} ne pourra plus se connecter ni postuler, et ne pourra jamais être réactivé. Saisissez le nom pour confirmer.',
    disableMany_one:
      'Le candidat sélectionné ne pourra plus se connecter ni postuler, et ne pourra jamais être réactivé. Saisissez le libellé du bouton pour confirmer.',
    disableMany_many:
      'Les candidats sélectionnés ({{count, number}}) ne pourront plus se connecter ni postuler, et ne pourront jamais être réactivés. Saisissez le libellé du bouton pour confirmer.',
    disableMany_other:
      'Les candidats sélectionnés ({{count, number}}) ne pourront plus se connecter ni postuler, et ne pourront jamais être réactivés. Saisissez le libellé du bouton pour confirmer.',
    resetPasswordTitle: 'Réinitialiser le mot de passe ?',
    resetPassword: '{{name}} recevra un lien pour choisir un nouveau mot de passe.',
    eraseTitle: 'Effacer les données de ce candidat ?',
    erase:
      'Toutes les données personnelles de {{name}} sur ce site sont supprimées définitivement : profil, réponses, notes, CV et documents. Ses candidatures restent sous forme anonyme, les totaux par offre et par étape ne changent pas. Saisissez le nom pour confirmer.',
  },
  profileEdit: {
    title: 'Visa et type de poste de {{name}}',
    description:
      'Le nom, l’e-mail, le téléphone et le CV appartiennent au candidat : il les modifie depuis son compte.',
    save: 'Enregistrer',
  },
  notifications: {
    deleted: '{{name}} a été supprimé.',
    enabled: 'Candidat activé.',
    enabledMany: 'Candidats activés : {{count}}.',
    disabled: 'Candidat désactivé.',
    disabledMany: 'Candidats désactivés : {{count}}.',
    passwordReset: 'Un lien de réinitialisation a été envoyé à {{name}}.',
    profileSaved: 'Visa et type de poste enregistrés.',
    erased: 'Les données du candidat ont été effacées.',
    exported: 'Les données du candidat ont été téléchargées.',
  },
};
