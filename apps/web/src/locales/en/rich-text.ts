/** The rich-text editor (components/rich-text). */
export const richText = {
  toolbar: 'Text formatting',
  bold: 'Bold',
  italic: 'Italic',
  heading: 'Heading',
  subheading: 'Subheading',
  bulletList: 'Bulleted list',
  link: 'Link',
  removeLink: 'Remove link',
  undo: 'Undo',
  redo: 'Redo',
  withShortcut: '{{label}} ({{keys}})',
  loading: 'Loading the editor…',
  linkDialog: {
    title: 'Link',
    address: 'Link address',
    hint: 'A web address (https://…) or an email address.',
    invalid: 'Enter a web address starting with https:// or http://, or an email address.',
    apply: 'Apply',
    cancel: 'Cancel',
  },
};
