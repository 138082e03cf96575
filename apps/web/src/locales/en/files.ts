export const files = {
  hint: 'Allowed file types: {{types}}. Maximum size: {{mb}} MB.',
  pixelsHint: 'Images up to {{mp}} megapixels.',
  choose: 'Choose a file',
  replace: 'Replace',
  remove: 'Remove',
  cancel: 'Cancel upload',
  current: 'Current file',
  progress: 'Uploading {{label}}',
  preview: 'Preview of {{label}}',
  tooLarge: 'The file may not be greater than {{mb}} MB.',
  wrongType: 'The file must be of type: {{types}}.',
  tooManyPixels: 'The image may not have more than {{mp}} megapixels.',
};
