/**
 * The editor's document model over plain DOM: the root holds blocks (p, div, h1–h6, ul); a ul holds
 * li; text and inline tags live in a "text block" (a block other than ul, or an li).
 */
export const BLOCKS: ReadonlySet<string> = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL']);

/** The inline formats the toolbar sets, each with the tags that already mean it. */
export const INLINE_TAGS = { strong: ['STRONG', 'B'], em: ['EM', 'I'], a: ['A'] } as const;
export type InlineFormat = keyof typeof INLINE_TAGS;

/** Zero-width space: holds the caret inside a new, still empty bold or italic run. */
export const CARET_HOLDER = '\u200b';

export const isElement = (node: Node | null | undefined): node is HTMLElement => node?.nodeType === Node.ELEMENT_NODE;

/** Moves stray inline content of the root into paragraphs (and stray li into a list). */
export function normalizeBlocks(root: HTMLElement): void {
  let run = null as HTMLElement | null;
  for (const child of [...root.childNodes]) {
    if (isElement(child) && BLOCKS.has(child.tagName)) {
      run = null;
      continue;
    }
    if (!run && child.nodeType === Node.TEXT_NODE && !child.textContent?.trim()) {
      child.remove();
      continue;
    }
    const wanted = isElement(child) && child.tagName === 'LI' ? 'UL' : 'P';
    if (run?.tagName !== wanted) {
      run = document.createElement(wanted.toLowerCase());
      root.insertBefore(run, child);
    }
    run.append(child);
  }
  if (!root.firstChild) root.append(emptyParagraph());
}

export function emptyParagraph(): HTMLElement {
  const p = document.createElement('p');
  p.append(document.createElement('br'));
  return p;
}

/** Every text block in document order: top-level blocks, with a list's items in place of the list. */
export function textBlocks(root: HTMLElement): HTMLElement[] {
  return [...root.children].flatMap((block) =>
    block.tagName === 'UL'
      ? [...block.children].filter((item): item is HTMLElement => item.tagName === 'LI')
      : [block as HTMLElement],
  );
}

/** The text blocks a range touches; a selection that merely ends at a block's start does not touch it. */
export function blocksInRange(root: HTMLElement, range: Range): HTMLElement[] {
  return textBlocks(root).filter((block) => {
    if (!range.intersectsNode(block)) return false;
    if (range.collapsed) return true;
    const part = subRange(block, range);
    return !part.collapsed || block.textContent === '';
  });
}

/** The part of `range` inside one text block. */
export function subRange(block: HTMLElement, range: Range): Range {
  const part = document.createRange();
  part.selectNodeContents(block);
  if (block.contains(range.startContainer)) part.setStart(range.startContainer, range.startOffset);
  if (block.contains(range.endContainer)) part.setEnd(range.endContainer, range.endOffset);
  return part;
}

/** The outermost element with one of `tags` between `node` and `limit` (exclusive). */
export function outermost(node: Node, tags: readonly string[], limit: Node): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (let current: Node | null = node; current && current !== limit; current = current.parentNode) {
    if (isElement(current) && tags.includes(current.tagName)) found = current;
  }
  return found;
}

/** Replaces each element with one of `tags` inside `container` by its children. */
export function unwrapAll(container: ParentNode, tags: readonly string[]): void {
  for (const element of [...container.querySelectorAll(tags.join(','))]) element.replaceWith(...element.childNodes);
}

/** An element of another tag holding the same children, in the same place. */
export function retag(element: HTMLElement, tag: string): HTMLElement {
  const replacement = document.createElement(tag);
  replacement.append(...element.childNodes);
  element.replaceWith(replacement);
  return replacement;
}

/** Splits `ancestor` at a point inside it; the part after the point becomes its next sibling. */
export function splitAt(ancestor: HTMLElement, node: Node, offset: number): HTMLElement {
  const tail = document.createRange();
  tail.setStart(node, offset);
  tail.setEnd(ancestor, ancestor.childNodes.length);
  const second = ancestor.cloneNode(false) as HTMLElement;
  second.append(tail.extractContents());
  ancestor.after(second);
  return second;
}

/** Removes inline elements left without content, and joins neighbours of the same format. */
export function tidyInline(root: HTMLElement): void {
  const inline = [...INLINE_TAGS.strong, ...INLINE_TAGS.em, ...INLINE_TAGS.a, 'SPAN'];
  for (const element of [...root.querySelectorAll(inline.join(','))].reverse()) {
    if (!element.textContent && !element.querySelector('br')) element.remove();
  }
  for (const element of [...root.querySelectorAll(inline.join(','))]) {
    const previous = element.previousSibling;
    if (isElement(previous) && previous.tagName === element.tagName && sameAttributes(previous, element)) {
      previous.append(...element.childNodes);
      element.remove();
    }
  }
  root.normalize();
}

function sameAttributes(a: Element, b: Element): boolean {
  const names = a.getAttributeNames();
  return names.length === b.getAttributeNames().length && names.every((n) => a.getAttribute(n) === b.getAttribute(n));
}
