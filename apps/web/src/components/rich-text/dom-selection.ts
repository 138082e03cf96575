import type { Editor } from '@tiptap/core';
import { TextSelection } from '@tiptap/pm/state';

/**
 * Takes the browser's selection into the editor's state now. ProseMirror reads a selection made
 * by keys such as Shift+Home on the next `selectionchange` event, and Chromium may deliver the
 * next key press first (input runs before other tasks on a busy page): a shortcut pressed right
 * after selecting would otherwise act on the old, collapsed selection.
 */
export function readDomSelection(editor: Editor): void {
  const { view } = editor;
  const selection = view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode) return;
  if (!view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  const anchor = view.posAtDOM(anchorNode, selection.anchorOffset);
  const head = view.posAtDOM(focusNode, selection.focusOffset);
  const current = view.state.selection;
  if (current.anchor === anchor && current.head === head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
}
