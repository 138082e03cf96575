import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import RichTextEditor from '../components/rich-text/rich-text-editor';
import { renderWithProviders } from './render';

// The test DOM lays nothing out, and ProseMirror measures the selection to scroll it into view.
if (!('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => [],
    getBoundingClientRect: () => new DOMRect(),
  });
}

/**
 * The editor bound to state, as a page binds it, optionally inside the page's form (`wrap`);
 * `values` records each change it reports.
 */
export function renderEditor(initial = '', wrap: (editor: ReactNode) => ReactNode = (editor) => editor) {
  const values: string[] = [];
  function Field() {
    const [value, setValue] = useState(initial);
    return wrap(
      <RichTextEditor
        label="Bio"
        value={value}
        onChange={(html) => {
          values.push(html);
          setValue(html);
        }}
      />,
    );
  }
  renderWithProviders(<Field />);
  const area = screen.getByRole('textbox', { name: 'Bio' });
  return { area, values, last: () => values.at(-1), user: userEvent.setup() };
}

/**
 * Puts the selection into the editor as a user's drag would: focus, the DOM's selection, then the
 * `selectionchange` from which ProseMirror reads it. A browser queues that event as a task; happy-dom
 * fires it at once, so it is held back and delivered as a task, as a browser would. `announce`
 * (the default) also fires it at once; `announce: false` leaves only the queued one, as a busy
 * browser may deliver the next key press first.
 */
function setSelection(range: Range, { announce = true } = {}) {
  const start = range.startContainer;
  (start instanceof Element ? start : start.parentElement)?.closest<HTMLElement>('[contenteditable]')?.focus();
  let held = false;
  const hold = (event: Event) => {
    held = true;
    event.stopImmediatePropagation();
  };
  window.addEventListener('selectionchange', hold, { capture: true });
  try {
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  } finally {
    window.removeEventListener('selectionchange', hold, { capture: true });
  }
  if (held) setTimeout(() => document.dispatchEvent(new Event('selectionchange')));
  if (announce) document.dispatchEvent(new Event('selectionchange'));
}

/** Selects from (node, start) to (endNode, end). */
export function select(node: Node, start: number, endNode: Node = node, end = start) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(endNode, end);
  setSelection(range);
}

/** Selects everything inside an element. */
export function selectAllOf(element: Element, options?: { announce?: boolean }) {
  const range = document.createRange();
  range.selectNodeContents(element);
  setSelection(range, options);
}
