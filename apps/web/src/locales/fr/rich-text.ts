import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const richText: TranslationShape<Translation['richText']> = {
  toolbar: 'Mise en forme du texte',
  bold: 'Gras',
  italic: 'Italique',
  heading: 'Titre',
  subheading: 'Sous-titre',
  bulletList: 'Liste à puces',
  link: 'Lien',
  removeLink: 'Supprimer le lien',
  undo: 'Annuler',
  redo: 'Rétablir',
  withShortcut: '{{label}} ({{keys}})',
  loading: 'Chargement de l’éditeur…',
  linkDialog: {
    title: 'Lien',
    address: 'Adresse du lien',
    hint: 'Une adresse web (https://…) ou une adresse e-mail.',
    invalid: 'Saisissez une adresse web commençant par https:// ou http://, ou une adresse e-mail.',
    apply: 'Appliquer',
    cancel: 'Annuler',
  },
};
