import type { contentEditor as english } from '../en/content-editor';
import type { TranslationShape } from '../types';

export const contentEditor: TranslationShape<typeof english> = {
  title: 'Éditeur de contenu',
  subtitle: 'Les pages de {{site}}',
  description:
    'Modifiez dans l’éditeur de contenu les pages que les candidats voient sur {{site}}. Le bouton vous y connecte pour cinq minutes ; il s’ouvre dans un nouvel onglet.',
  open: 'Ouvrir l’éditeur de contenu',
  expires: 'Ce lien de connexion est renouvelé automatiquement ; l’actuel fonctionne jusqu’à {{time}}.',
};
