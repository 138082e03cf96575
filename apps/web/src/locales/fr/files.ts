import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const files: TranslationShape<Translation['files']> = {
  hint: 'Types de fichier acceptés : {{types}}. Taille maximale : {{mb}} Mo.',
  pixelsHint: "Images jusqu'à {{mp}} mégapixels.",
  choose: 'Choisir un fichier',
  replace: 'Remplacer',
  remove: 'Retirer',
  cancel: "Annuler l'envoi",
  current: 'Fichier actuel',
  progress: 'Envoi de {{label}}',
  preview: 'Aperçu de {{label}}',
  imageError: "Erreur d'image.",
  tooLarge: 'Le fichier ne doit pas dépasser {{mb}} Mo.',
  wrongType: 'Le fichier doit être de type : {{types}}.',
  tooManyPixels: "L'image ne doit pas dépasser {{mp}} mégapixels.",
  download: 'Télécharger',
  notShownInPage: 'Ce type de fichier ne peut pas être affiché dans la page : téléchargez-le pour le lire.',
};
