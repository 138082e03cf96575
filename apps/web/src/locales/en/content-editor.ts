/** /second-page: the site's content editor (features/content-editor, decision 0056). */
export const contentEditor = {
  title: 'Content editor',
  subtitle: 'The pages of {{site}}',
  description:
    'Edit the pages candidates see on {{site}} in the content editor. The button signs you in there for five minutes; it opens in a new tab.',
  open: 'Open the content editor',
  expires: 'This sign-in link is renewed automatically; the current one works until {{time}}.',
};
