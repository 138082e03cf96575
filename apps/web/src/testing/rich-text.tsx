import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import RichTextEditor from '../components/rich-text/rich-text-editor';
import { renderWithProviders } from './render';

// jsdom lays nothing out, and ProseMirror measures the selection to scroll it into view.
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
 * `selectionchange` the browser would fire (jsdom does not), from which ProseMirror reads it.
 * `announce: false` leaves that event out, as a busy browser may deliver the next key press first.
 */
function setSelection(range: Range, { announce = true } = {}) {
  const start = range.startContainer;
  (start instanceof Element ? start : start.parentElement)?.closest<HTMLElement>('[contenteditable]')?.focus();
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
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
