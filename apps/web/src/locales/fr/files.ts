import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const files: TranslationShape<Translation['files']> = {
  hint: 'Types de fichier acceptés : {{types}}. Taille maximale : {{mb}} Mo.',
  pixelsHint: 'Images jusqu’à {{mp}} mégapixels.',
  choose: 'Choisir un fichier',
  replace: 'Remplacer',
  remove: 'Retirer',
  cancel: 'Annuler l’envoi',
  current: 'Fichier actuel',
  progress: 'Envoi de {{label}}',
  preview: 'Aperçu de {{label}}',
  imageError: 'Erreur d’image.',
  cropTitle: 'Recadrer l’image',
  cropDescription:
    'Ce champ affiche les images au format {{ratio}} ; la vôtre mesure {{width}} × {{height}} px. Choisissez la partie à garder, ou envoyez-la telle quelle.',
  cropPreview: 'La partie de l’image qui est gardée',
  cropFromLeft: 'Position depuis la gauche',
  cropFromTop: 'Position depuis le haut',
  cropKept: 'Gardé : {{width}} × {{height}} px.',
  cropKeep: 'Envoyer telle quelle',
  crop: 'Recadrer et envoyer',
  tooLarge: 'Le fichier ne doit pas dépasser {{mb}} Mo.',
  wrongType: 'Le fichier doit être de type : {{types}}.',
  tooManyPixels: 'L’image ne doit pas dépasser {{mp}} mégapixels.',
  download: 'Télécharger',
  notShownInPage: 'Ce type de fichier ne peut pas être affiché dans la page : téléchargez-le pour le lire.',
};
