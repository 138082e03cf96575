import type { MessageKey } from '@portal/contract/messages';
import type { LoginTranslation } from '../en/login';
import type { TranslationShape } from '../types';

// The sign-in page's strings (see ../en/login.ts); the full resource reuses them.
export const signIn = {
  title: 'Bienvenue sur {{title}}',
  subtitle: 'Veuillez vous connecter à votre compte.',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
};

export const themeLabels = { label: 'Thème', light: 'Clair', dark: 'Sombre', system: 'Système' };
export const languageLabels = { label: 'Langue' };
/** snackbar.types: the title of a message by its type (spec §8). */
export const snackbarTypes = { success: 'Succès', info: 'Information', warning: 'Avertissement', error: 'Erreur' };
export const closeLabel = 'Fermer';

export const messages: Record<MessageKey, string> = {
  required: 'Ce champ est obligatoire.',
  invalid: 'Cette valeur n’est pas valide.',
  confirmed: 'Le champ de confirmation ne correspond pas.',
  givenDataInvalid: 'Les données fournies ne sont pas valides.',
  unknownError: 'Erreur inconnue.',
  notAuthorized: 'Vous n’êtes pas autorisé !',
  noPermission: 'Vous n’avez pas la permission d’accéder à cette page.',
  sessionExpired: 'Votre session a expiré.',
  notEnoughCredits:
    'Vous n’avez pas assez de crédits pour publier cette offre. Veuillez acheter des crédits pour continuer.',
  noData: 'Aucune donnée disponible',
  noOptions: 'Aucune option trouvée.',
  noFeedback: 'Aucun avis laissé.',
  noResume: 'Aucun CV trouvé',
  imageError: 'Erreur d’image.',
  formNotAvailable: 'Formulaire non disponible.',
  noFormHandler: 'Aucun gestionnaire de formulaire défini.',
  noFormUrl: 'Aucune URL de formulaire définie.',
  invalidFormUrl: 'URL de formulaire non valide.',
  invalidFormHandler: 'Gestionnaire de formulaire non valide.',
  unknownOAuthProvider: 'Fournisseur OAuth inconnu.',
  unauthenticated: 'Non authentifié.',
  unauthorized: 'Cette action n’est pas autorisée.',
  notFound: 'Introuvable.',
  tooLong: 'Cette valeur est trop longue.',
  tooShort: 'Cette valeur est trop courte.',
  invalidCredentials: 'Ces identifiants ne correspondent à aucun compte.',
  tooManyAttempts: 'Trop de tentatives. Veuillez réessayer plus tard.',
  enterpriseKeyMissing: 'L’en-tête X-AF-EID est obligatoire.',
  enterpriseKeyInvalid: 'L’en-tête X-AF-EID n’est pas valide.',
  scopeRefused: 'Vous n’avez pas accès au compte, au site ou à l’employeur sélectionné.',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  resetLinkSent:
    'Si un compte existe pour cette adresse, nous vous avons envoyé un lien de réinitialisation du mot de passe.',
  passwordReset: 'Votre mot de passe a été réinitialisé.',
  serverError: 'Erreur du serveur',
  statusConflict: 'Cette action n’est pas autorisée dans l’état actuel de l’enregistrement.',
  seekerResetLinkSent: 'Un lien de réinitialisation du mot de passe a été envoyé au candidat.',
  employerNotActive: 'Cet employeur n’est pas actif : ses offres ne peuvent pas être mises en ligne.',
  advertEnded: 'La date de fin de cette annonce est passée. Dupliquez-la pour la publier à nouveau.',
  jobClosed: 'Une offre expirée ne peut plus être modifiée. Dupliquez-la pour la publier à nouveau.',
  jobPeriodFixed:
    'Les dates de l’annonce sont fixées une fois l’offre publiée : faites expirer l’offre pour l’arrêter plus tôt.',
  alreadyMember: 'Cet utilisateur appartient déjà à cet employeur.',
  lastAdmin: 'Il doit toujours rester au moins un administrateur. Nommez d’abord un autre administrateur.',
  exportNotReady: 'Cet export n’est pas encore prêt.',
  invitationInvalid: 'Cette invitation est invalide ou a expiré.',
  invitationAccepted: 'Invitation acceptée. Vous pouvez maintenant vous connecter.',
  fileEmpty: 'Le fichier est vide.',
  stylesheetInvalid: 'La feuille de style doit être du texte UTF-8.',
  siteStorageFull: 'L’espace de stockage de ce site est plein. Demandez plus d’espace à l’exploitant du site.',
  userStorageFull: 'Vos envois ont épuisé votre espace de stockage. Demandez plus d’espace à un administrateur.',
  fileNotOnSite: 'Le fichier sélectionné n’existe pas sur ce site.',
  fileWrongKind: 'Le fichier sélectionné a été envoyé pour un autre type de champ. Envoyez-le à nouveau ici.',
  tagNameTaken: 'Une étiquette porte déjà ce nom.',
  taken: 'Cette valeur est déjà utilisée.',
  defaultLanguageDisabled: 'La langue par défaut doit faire partie des langues activées.',
  unknownPlaceholder: 'Ce texte utilise un champ de fusion qui n’existe pas pour cet e-mail.',
  linkPlaceholderRequired: 'Le corps doit contenir le champ de fusion du lien.',
  linkMustStandAlone:
    'Le champ de fusion du lien doit être isolé, précédé et suivi d’une espace ou d’un saut de ligne.',
  linkOnlyInBody: 'Le champ de fusion du lien ne peut être utilisé que dans le corps.',
  singleLine: 'Cette valeur doit tenir sur une seule ligne, sans saut de ligne ni caractère de contrôle.',
  consultantOnLiveJobs:
    'Ce consultant est affiché sur une offre en ligne et ne peut pas être supprimé. Retirez-le d’abord de l’offre.',
  optionListIncomplete: 'Le nouvel ordre doit citer chaque option de la liste une seule fois.',
  tierDuplicate: 'Un autre palier commence déjà à cette quantité.',
  tierNotIncreasing:
    'Un palier pour plus de crédits doit accorder une remise plus élevée que tous les paliers pour moins de crédits.',
  revokeExceedsBalance: 'L’employeur n’a pas autant de crédits à retirer.',
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour un autre achat.',
  idempotencyKeyMismatch: 'Cette clé Idempotency-Key a déjà servi pour une autre requête. Envoyez une nouvelle clé.',
  idempotencyKeyInFlight:
    'Une requête avec cette clé Idempotency-Key est encore en cours de traitement. Réessayez dans un instant.',
  paymentDeclined: 'Votre carte a été refusée. Aucun paiement n’a été effectué.',
  paymentFailed: 'Le paiement n’a pas abouti. Aucun crédit n’a été ajouté.',
  productInUse: 'Des offres ont été publiées avec ce produit : il ne peut pas être supprimé. Désactivez-le plutôt.',
  paymentUnavailable: 'Le service de paiement est injoignable pour le moment. Réessayez dans un instant.',
  paymentExpired: 'Le paiement n’a pas été effectué à temps. Aucun crédit n’a été ajouté.',
  purchasesOff:
    'L’achat de crédits n’est pas disponible sur ce portail : aucun prestataire de paiement n’est configuré. Adressez-vous à l’administrateur de votre site ou à l’exploitant du portail.',
  serviceUnavailable: 'Le service est momentanément indisponible.',
  storageUnavailable: 'Le stockage des fichiers est indisponible pour le moment. Réessayez dans quelques minutes.',
  seekerDisabled: 'Cette adresse e-mail ne peut plus servir à postuler sur ce site.',
  alreadyApplied: 'Vous avez déjà postulé à cette offre.',
  appliesElsewhere: 'Cette offre reçoit les candidatures sur le site de l’employeur.',
  nameWithoutLinks: 'Un nom ne peut pas contenir d’adresse web ni d’adresse e-mail.',
  lengthRequired: 'Un envoi de fichier doit indiquer sa taille (Content-Length).',
  applicationFilesTooLarge:
    'Les fichiers d’une candidature sont trop volumineux ensemble. Envoyez un CV plus léger ou moins de documents.',
  candidateUploadsSpent: 'Trop de fichiers ont été envoyés d’ici aujourd’hui. Veuillez réessayer demain.',
  purgeChanged: 'Les candidatures à supprimer ont changé depuis votre vérification. Vérifiez à nouveau.',
  purgeWindowOrder: 'La fin doit être postérieure au début.',
  currentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.',
  passwordOwnerOnly: 'Seul le titulaire de ce compte peut en changer le mot de passe.',
  siteNameReserved: 'Ce nom est réservé aux pages du compte. Choisissez-en un autre.',
  notYourself: 'Vous ne pouvez pas modifier votre propre accès.',
  inAnotherAccount: 'Cet utilisateur appartient aussi à un autre compte : retirez-le plutôt de ce compte.',
  impersonateSelf: 'Vous ne pouvez pas vous connecter en tant que vous-même.',
  impersonateDisabled: 'Cette personne est désactivée : impossible de se connecter en tant qu’elle.',
  impersonateNested: 'Vous êtes déjà connecté en tant que quelqu’un d’autre. Quittez d’abord.',
  impersonateMoreRights:
    'Cet utilisateur détient des droits que vous n’avez pas : impossible de se connecter en tant que lui.',
  apiKeyRightNotHeld: 'Vous ne détenez pas ce droit sur ce site : une clé créée par vous ne peut pas le porter.',
  apiKeyExpiryPast: 'L’expiration doit être dans le futur.',
  apiKeysFull: 'Ce site a atteint le nombre maximal de clés d’API. Révoquez-en une d’abord.',
  jobUrlPlaceholder: 'L’adresse d’une offre doit contenir {uuid} ou {reference}, et aucun autre repère que {slug}.',
  jobUrlInvalid:
    'L’adresse d’une offre doit être une adresse web complète, avec ses repères dans le chemin ou la requête.',
  jobUrlHttpsOnly: 'L’adresse d’une offre doit commencer par https://.',
  feedsNeedJobUrl: 'Indiquez l’adresse publique des offres avant d’activer un flux.',
  feedsNeedCountry: 'Indiquez le pays des offres avant d’activer un flux.',
};

export const loginResource: TranslationShape<LoginTranslation> = {
  common: { close: closeLabel },
  auth: { login: signIn },
  layout: { theme: themeLabels, language: languageLabels },
  snackbar: { types: snackbarTypes },
  messages,
};
