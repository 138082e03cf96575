import { richTextHasText } from '@portal/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import { formatState, NO_FORMAT, type Command, type FormatState } from './editor-commands';
import { CARET_HOLDER, INLINE_TAGS, normalizeBlocks, outermost, tidyInline } from './editor-dom';
import { EditorHistory, type Snapshot } from './editor-history';
import { incomingContent, insertContent } from './editor-insert';
import {
  dropCaretHolders,
  keepingSelection,
  pointOffset,
  rangeAt,
  selectionOffsets,
  selectOffsets,
  type Offsets,
} from './editor-offsets';

/** What the editor holds, as the form receives it: sanitised, '' when no text is left. */
function editorValue(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    // Browsers type a space before an inline tag or at a block's end as a non-breaking one; a single
    // one is an ordinary space in what is stored (a run of spaces keeps them, to stay visible).
    text.textContent = (text.textContent ?? '')
      .replaceAll(CARET_HOLDER, '')
      .replace(/(?<![\s\u00a0])\u00a0(?![\s\u00a0])/g, ' ');
  }
  tidyInline(copy);
  // A block's closing <br> only holds an empty line open while editing.
  for (const br of copy.querySelectorAll('br')) if (!br.nextSibling && br.parentElement?.textContent) br.remove();
  const html = sanitizeRichText(copy.innerHTML);
  return richTextHasText(html) ? html : '';
}

/** Every top-level child a block, with the selection where it was. */
const tidyBlocks = (root: HTMLElement) => {
  keepingSelection(root, () => {
    normalizeBlocks(root);
  });
};

const sameFormat = (a: FormatState, b: FormatState) =>
  (Object.keys(a) as (keyof FormatState)[]).every((key) => a[key] === b[key]);

/** Puts the caret where something is dropped, where the browser can tell (Chromium/WebKit, or Firefox). */
function placeCaretAt(x: number, y: number): void {
  const doc = document as Document & {
    caretRangeFromPoint?: (x: number, y: number) => Range | null;
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  let range = doc.caretRangeFromPoint?.(x, y) ?? null;
  const position = range ? null : doc.caretPositionFromPoint?.(x, y);
  if (position) {
    range = document.createRange();
    range.setStart(position.offsetNode, position.offset);
  }
  if (!range) return;
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

/** Typing within this long of the last keystroke belongs to the same undo step. */
const TYPING_BURST_MS = 1000;

/**
 * The editing area's state and behaviour: loads the value, runs commands, keeps the selection and
 * the undo history, and reports every change sanitised. Paste and drop are sanitised before they
 * touch the page's DOM.
 */
export function useRichTextEditor(value: string, onChange: (html: string) => void) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const emitted = useRef<string | null>(null);
  const lastSelection = useRef<Offsets | null>(null);
  const history = useRef(new EditorHistory());
  const lastTyping = useRef(0);
  const draggingInside = useRef(false);
  const onChangeRef = useRef(onChange);
  const [format, setFormat] = useState<FormatState>(NO_FORMAT);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // A value from outside (the first one, a form reset) replaces the content; our own echo does not.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root || value === emitted.current) return;
    root.innerHTML = sanitizeRichText(value);
    normalizeBlocks(root);
    emitted.current = value;
  }, [value]);

  const selection = useCallback((root: HTMLElement): Offsets => {
    const end = pointOffset(root, root, root.childNodes.length);
    return selectionOffsets(root) ?? lastSelection.current ?? { start: end, end };
  }, []);

  const refresh = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    const offsets = selectionOffsets(root);
    if (!offsets) return;
    lastSelection.current = offsets;
    const next = formatState(root, rangeAt(root, offsets));
    setFormat((previous) => (sameFormat(previous, next) ? previous : next));
  }, []);

  const emit = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    const html = editorValue(root);
    if (html === emitted.current) return;
    emitted.current = html;
    onChangeRef.current(html);
  }, []);

  const snapshot = useCallback(
    (root: HTMLElement): Snapshot => ({ html: root.innerHTML, selection: selection(root) }),
    [selection],
  );

  const show = useCallback(
    (root: HTMLElement, offsets: Offsets) => {
      root.focus();
      selectOffsets(root, offsets);
      lastSelection.current = offsets;
      emit();
      refresh();
    },
    [emit, refresh],
  );

  /** Runs a command on the selection (or the last one the editor had) as one undo step. */
  const run = useCallback(
    (command: Command) => {
      const root = rootRef.current;
      if (!root) return;
      history.current.record(snapshot(root));
      tidyBlocks(root);
      const offsets = selection(root);
      const next = command(root, rangeAt(root, offsets), offsets) ?? offsets;
      tidyInline(root);
      normalizeBlocks(root);
      show(root, next);
    },
    [selection, show, snapshot],
  );

  const travel = useCallback(
    (direction: 'undo' | 'redo') => {
      const root = rootRef.current;
      if (!root) return;
      const target = history.current[direction](snapshot(root));
      if (!target) return;
      root.innerHTML = target.html;
      show(root, target.selection ?? selection(root));
    },
    [selection, show, snapshot],
  );

  /** The address of the link at the selection, for the link dialog. */
  const currentLink = useCallback((): string => {
    const root = rootRef.current;
    if (!root) return '';
    const range = rangeAt(root, selection(root));
    return outermost(range.startContainer, INLINE_TAGS.a, root)?.getAttribute('href') ?? '';
  }, [selection]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const beforeInput = (event: InputEvent) => {
      if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') {
        event.preventDefault();
        travel(event.inputType === 'historyUndo' ? 'undo' : 'redo');
      } else if (event.inputType.startsWith('format')) {
        // The browser's own formatting (context menu, OS shortcuts) would write tags off the list.
        event.preventDefault();
      } else if (event.timeStamp - lastTyping.current > TYPING_BURST_MS) {
        history.current.record(snapshot(root));
      }
      lastTyping.current = event.timeStamp;
    };
    root.addEventListener('beforeinput', beforeInput);
    document.addEventListener('selectionchange', refresh);
    return () => {
      root.removeEventListener('beforeinput', beforeInput);
      document.removeEventListener('selectionchange', refresh);
    };
  }, [refresh, snapshot, travel]);

  const handlers = {
    onInput: () => {
      const root = rootRef.current;
      if (root) {
        dropCaretHolders(root);
        tidyBlocks(root);
      }
      emit();
      refresh();
    },
    onFocus: () => {
      const root = rootRef.current;
      if (root) tidyBlocks(root);
    },
    onKeyUp: refresh,
    onMouseUp: refresh,
    onPaste: (event: ClipboardEvent) => {
      event.preventDefault();
      run(insertContent(incomingContent(event.clipboardData)));
    },
    onDragStart: () => {
      draggingInside.current = true;
    },
    onDragEnd: () => {
      draggingInside.current = false;
    },
    onDrop: (event: DragEvent) => {
      // Moving text within the editor is the browser's; anything from outside is sanitised first.
      if (draggingInside.current) return;
      event.preventDefault();
      placeCaretAt(event.clientX, event.clientY);
      run(insertContent(incomingContent(event.dataTransfer)));
    },
  };

  return { rootRef, format, run, undo: () => travel('undo'), redo: () => travel('redo'), currentLink, handlers };
}
