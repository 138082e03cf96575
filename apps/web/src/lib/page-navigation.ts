/**
 * Full-document navigation (the sign-in page lives outside the SPA, docs/decisions/0009).
 * One object so tests can replace its methods; jsdom cannot navigate.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
