/** The tag input (components/form/tag-input.tsx). */
export const tags = {
  label: 'Tags',
  placeholder: 'Search or add a tag',
  create: 'Create “{{name}}”',
  searching: 'Searching…',
  limit: 'At most {{max}} tags.',
  loadError: 'The tags could not be loaded.',
};
