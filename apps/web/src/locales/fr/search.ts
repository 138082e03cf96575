import type { search as english } from '../en/search';

export const search: typeof english = {
  dialog: 'Rechercher et ouvrir',
  placeholder: 'Rechercher des offres, candidats, employeurs… ou aller à une page',
  results: 'Résultats',
  kinds: {
    pages: 'Pages',
    recent: 'Recherches récentes',
    jobs: 'Offres d’emploi',
    employers: 'Employeurs',
    seekers: 'Candidats',
    applications: 'Candidatures',
    consultants: 'Consultants',
  },
  searching: 'Recherche…',
  failed: 'La recherche a échoué. Réessayez.',
  none: 'Aucun résultat pour « {{term}} ».',
  typeMore: 'Saisissez au moins deux caractères pour chercher des fiches.',
  count: 'Résultats : {{count}}',
  hint: '↑ ↓ pour parcourir, Entrée pour ouvrir, Échap pour fermer',
  shortcuts: 'Raccourcis',
};
