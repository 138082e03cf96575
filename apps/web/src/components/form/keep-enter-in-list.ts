import type { KeyboardEvent } from 'react';

/**
 * An Autocomplete's `onKeyDown`: Enter in an open list with no option highlighted stays in the field.
 * MUI chooses the highlighted option itself, but with none it lets Enter through, and the browser
 * submits the form (a wizard step saves and skips ahead). Enter with the list closed still submits.
 */
export function keepEnterInOpenList(event: KeyboardEvent) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLElement)) return;
  const input = event.target;
  if (input.getAttribute('aria-expanded') === 'true' && !input.getAttribute('aria-activedescendant')) {
    event.preventDefault();
  }
}
