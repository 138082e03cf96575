import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const confirm: TranslationShape<Translation['confirm']> = {
  cancel: 'Annuler',
  typedPrompt: 'Pour confirmer, saisissez <strong>{{label}}</strong> ci-dessous.',
  /** The typed field's label names what is typed (decision 0067). */
  typedInput: {
    name: 'Saisissez le nom pour confirmer',
    title: 'Saisissez le titre pour confirmer',
    label: 'Saisissez le libellé du bouton pour confirmer',
  },
  leaveTitle: 'Quitter cette page ?',
  leaveDescription: 'Vos modifications n’ont pas été enregistrées et seront perdues.',
  leave: 'Quitter',
};
