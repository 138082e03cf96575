import type { Translation } from '../en';
import type { TranslationShape } from '../types';

export const confirm: TranslationShape<Translation['confirm']> = {
  cancel: 'Annuler',
  typedPrompt: 'Pour confirmer, saisissez <strong>{{label}}</strong> ci-dessous.',
  typedInputLabel: 'Saisissez le nom pour confirmer',
  leaveTitle: 'Quitter cette page ?',
  leaveDescription: 'Vos modifications n’ont pas été enregistrées et seront perdues.',
  leave: 'Quitter',
};
