import { CARET_HOLDER, textBlocks } from './editor-dom';

/**
 * A selection as character offsets into the editor's text, each block boundary counting one: it
 * survives commands that rebuild elements (a live Range does not), and undo snapshots keep it.
 */
export interface Offsets {
  start: number;
  end: number;
}

/** The offset of one point (a node and an offset in it) of the editor. */
export function pointOffset(root: HTMLElement, node: Node, offset: number): number {
  let base = 0;
  for (const block of textBlocks(root)) {
    const whole = document.createRange();
    whole.selectNodeContents(block);
    const where = whole.comparePoint(node, offset);
    if (where < 0) return base;
    if (where === 0) {
      const before = document.createRange();
      before.setStart(block, 0);
      before.setEnd(node, offset);
      return base + before.toString().length;
    }
    base += (block.textContent ?? '').length + 1;
  }
  return Math.max(0, base - 1);
}

function pointAt(root: HTMLElement, target: number): [Node, number] {
  const blocks = textBlocks(root);
  let base = 0;
  for (const [index, block] of blocks.entries()) {
    const length = (block.textContent ?? '').length;
    if (target <= base + length || index === blocks.length - 1) return pointInBlock(block, target - base);
    base += length + 1;
  }
  return [root, 0];
}

function pointInBlock(block: HTMLElement, wanted: number): [Node, number] {
  let left = wanted;
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let last: Text | null = null;
  for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
    if (left <= text.length) return [text, Math.max(0, left)];
    left -= text.length;
    last = text;
  }
  return last ? [last, last.length] : [block, 0];
}

/** The selection's offsets when it lies in the editor, else null. */
export function selectionOffsets(root: HTMLElement): Offsets | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  return {
    start: pointOffset(root, range.startContainer, range.startOffset),
    end: pointOffset(root, range.endContainer, range.endOffset),
  };
}

export function rangeAt(root: HTMLElement, { start, end }: Offsets): Range {
  const range = document.createRange();
  range.setStart(...pointAt(root, start));
  range.setEnd(...pointAt(root, end));
  return range;
}

export function selectOffsets(root: HTMLElement, offsets: Offsets): void {
  const selection = document.getSelection();
  if (!selection) return;
  selection.removeAllRanges();
  selection.addRange(rangeAt(root, offsets));
}

/** A point expressed inside a child of the root rather than as an index among its children. */
function anchored(root: HTMLElement, node: Node, offset: number): [Node, number] {
  if (node !== root) return [node, offset];
  const child = root.childNodes[offset];
  if (child) return [child, 0];
  const last = root.lastChild;
  if (!last) return [root, 0];
  if (last.nodeType === Node.TEXT_NODE) return [last, (last as Text).length];
  const walker = document.createTreeWalker(last, NodeFilter.SHOW_TEXT);
  let text: Text | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text = node as Text;
  return text ? [text, text.length] : [last, 0];
}

/**
 * Runs a change that moves nodes without splitting them (normalising the blocks), and puts the
 * selection back on the same nodes: a live range would have fallen out of each moved node.
 */
export function keepingSelection(root: HTMLElement, change: () => void): void {
  const selection = document.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  const inside = range && root.contains(range.startContainer) && root.contains(range.endContainer);
  const points = inside
    ? [anchored(root, range.startContainer, range.startOffset), anchored(root, range.endContainer, range.endOffset)]
    : null;
  change();
  const [start, end] = points ?? [];
  if (!selection || !start || !end || !root.contains(start[0]) || !root.contains(end[0])) return;
  const next = document.createRange();
  next.setStart(...start);
  next.setEnd(...end);
  selection.removeAllRanges();
  selection.addRange(next);
}

/**
 * Removes caret holders (CARET_HOLDER) from text that has other characters by now, keeping a caret
 * in that text where it was: they only held an empty bold or italic run open.
 */
export function dropCaretHolders(root: HTMLElement): void {
  const selection = document.getSelection();
  const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.length < 2 || !text.data.includes(CARET_HOLDER)) continue;
    const caret = range?.collapsed && range.startContainer === text ? range.startOffset : null;
    const removedBefore = caret === null ? 0 : text.data.slice(0, caret).split(CARET_HOLDER).length - 1;
    text.data = text.data.replaceAll(CARET_HOLDER, '');
    if (caret !== null) selection?.collapse(text, caret - removedBefore);
  }
}
