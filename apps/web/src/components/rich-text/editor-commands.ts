import {
  blocksInRange,
  CARET_HOLDER,
  INLINE_TAGS,
  isElement,
  outermost,
  retag,
  splitAt,
  subRange,
  unwrapAll,
  type InlineFormat,
} from './editor-dom';
import type { Offsets } from './editor-offsets';

/**
 * What the toolbar does, on a range inside a normalised root. Each command only ever creates tags
 * of spec §9's list (strong, em, a, p, h2, h3, ul, li). A command answers the selection to show
 * afterwards when it is not the one it was given.
 */
export type Command = (root: HTMLElement, range: Range, offsets: Offsets) => Offsets | undefined;
export type BlockFormat = 'h2' | 'h3';

/** The text nodes a range selects some of. */
function selectedTexts(range: Range): Text[] {
  const common = range.commonAncestorContainer;
  const texts: Text[] = [];
  const walker = document.createTreeWalker(common, NodeFilter.SHOW_TEXT);
  for (let node: Node | null = common.nodeType === Node.TEXT_NODE ? common : walker.nextNode(); node;) {
    const text = node as Text;
    const from = text === range.startContainer ? range.startOffset : 0;
    const to = text === range.endContainer ? range.endOffset : text.length;
    if (range.intersectsNode(text) && to > from) texts.push(text);
    node = node === common ? null : walker.nextNode();
  }
  return texts;
}

export function inlineActive(root: HTMLElement, range: Range, format: InlineFormat): boolean {
  const tags = INLINE_TAGS[format];
  if (range.collapsed) return outermost(range.startContainer, tags, root) !== null;
  const texts = selectedTexts(range);
  return texts.length > 0 && texts.every((text) => outermost(text, tags, root) !== null);
}

/** Bold or italic on the selection, or off when all of it has it already. */
export function toggleInline(format: 'strong' | 'em'): Command {
  return (root, range, offsets) => {
    const tags = INLINE_TAGS[format];
    const active = inlineActive(root, range, format);
    if (range.collapsed) return toggleAtCaret(root, range, format, active, offsets);
    for (const block of blocksInRange(root, range)) {
      const part = subRange(block, range);
      if (!part.toString()) continue;
      if (active) liftOut(block, part, tags);
      else wrap(part, document.createElement(format), tags);
    }
  };
}

/** Puts the selected content in `wrapper`, dropping the same format inside it. */
function wrap(part: Range, wrapper: HTMLElement, tags: readonly string[]): void {
  const content = part.extractContents();
  unwrapAll(content, tags);
  wrapper.append(content);
  part.insertNode(wrapper);
}

/** Takes the selected content out of the format around it, keeping its other formats. */
function liftOut(block: HTMLElement, part: Range, tags: readonly string[]): void {
  let content: Node = part.extractContents();
  unwrapAll(content as DocumentFragment, tags);
  const ancestor = outermost(part.startContainer, tags, block);
  if (!ancestor) {
    part.insertNode(content);
    return;
  }
  for (let node: Node | null = part.startContainer; node && node !== ancestor; node = node.parentNode) {
    if (!isElement(node) || (tags as readonly string[]).includes(node.tagName)) continue;
    const shell = node.cloneNode(false);
    shell.appendChild(content);
    content = shell;
  }
  const second = splitAt(ancestor, part.startContainer, part.startOffset);
  second.before(content);
}

/** With nothing selected, the next typed text starts (or stops) being bold or italic. */
function toggleAtCaret(
  root: HTMLElement,
  range: Range,
  format: 'strong' | 'em',
  active: boolean,
  { start }: Offsets,
): Offsets {
  const holder = document.createTextNode(CARET_HOLDER);
  const ancestor = outermost(range.startContainer, INLINE_TAGS[format], root);
  if (active && ancestor) {
    const second = splitAt(ancestor, range.startContainer, range.startOffset);
    second.before(holder);
  } else {
    const run = document.createElement(format);
    run.append(holder);
    range.insertNode(run);
  }
  return { start: start + 1, end: start + 1 };
}

/** Turns the selected blocks into headings of this level, or back into paragraphs when they are. */
export function toggleHeading(level: BlockFormat): Command {
  return (root, range) => {
    const blocks = blocksInRange(root, range);
    const tag = blocks.every((block) => block.tagName === level.toUpperCase()) ? 'p' : level;
    for (const block of blocks) {
      if (block.tagName === 'LI') liftFromList(block, tag);
      else retag(block, tag);
    }
  };
}

/** A bulleted list of the selected blocks, or paragraphs again when they are all list items. */
export const toggleList: Command = (root, range) => {
  const blocks = blocksInRange(root, range);
  if (blocks.length && blocks.every((block) => block.tagName === 'LI')) {
    for (const item of blocks) liftFromList(item, 'p');
    return;
  }
  const tops = [...new Set(blocks.map((block) => topLevel(root, block)))];
  const first = tops[0];
  if (!first) return;
  const list = document.createElement('ul');
  first.before(list);
  for (const top of tops) {
    if (top.tagName === 'UL') list.append(...top.children);
    else {
      const item = document.createElement('li');
      item.append(...top.childNodes);
      list.append(item);
    }
    top.remove();
  }
  const before = list.previousElementSibling;
  if (before?.tagName === 'UL') {
    before.append(...list.children);
    list.remove();
    joinNextList(before);
  } else joinNextList(list);
};

function joinNextList(list: Element): void {
  const after = list.nextElementSibling;
  if (after?.tagName !== 'UL') return;
  list.append(...after.children);
  after.remove();
}

const topLevel = (root: HTMLElement, block: HTMLElement): HTMLElement =>
  block.parentElement === root ? block : (block.parentElement ?? block);

/** Moves one list item out of its list as a block of `tag`, splitting the list around it. */
function liftFromList(item: HTMLElement, tag: string): void {
  const list = item.parentElement;
  if (!list) return;
  const following = [];
  for (let next = item.nextElementSibling; next; next = next.nextElementSibling) following.push(next);
  if (following.length) {
    const rest = document.createElement('ul');
    rest.append(...following);
    list.after(rest);
  }
  const block = document.createElement(tag);
  block.append(...item.childNodes);
  list.after(block);
  item.remove();
  if (!list.children.length) list.remove();
}

/** Links the selection to `href` (already checked), or changes the link the caret is in. */
export function setLink(href: string): Command {
  return (root, range, { start }) => {
    const current = outermost(range.startContainer, INLINE_TAGS.a, root);
    if (current && (range.collapsed || current.contains(range.endContainer))) {
      current.setAttribute('href', href);
      return;
    }
    if (range.collapsed) {
      const link = document.createElement('a');
      link.setAttribute('href', href);
      link.append(href);
      range.insertNode(link);
      return { start, end: start + href.length };
    }
    for (const block of blocksInRange(root, range)) {
      const part = subRange(block, range);
      if (!part.toString()) continue;
      const link = document.createElement('a');
      link.setAttribute('href', href);
      wrap(part, link, INLINE_TAGS.a);
    }
  };
}

/** Removes the links the selection touches, keeping their text. */
export const removeLink: Command = (root, range) => {
  const links = [...root.querySelectorAll('a')].filter((link) => range.intersectsNode(link));
  for (const link of links) link.replaceWith(...link.childNodes);
};

export interface FormatState {
  strong: boolean;
  em: boolean;
  h2: boolean;
  h3: boolean;
  list: boolean;
  link: boolean;
}

export const NO_FORMAT: FormatState = { strong: false, em: false, h2: false, h3: false, list: false, link: false };

/** Which toolbar buttons show as pressed for this selection. */
export function formatState(root: HTMLElement, range: Range): FormatState {
  const blocks = blocksInRange(root, range);
  const all = (tag: string) => blocks.length > 0 && blocks.every((block) => block.tagName === tag);
  return {
    strong: inlineActive(root, range, 'strong'),
    em: inlineActive(root, range, 'em'),
    h2: all('H2'),
    h3: all('H3'),
    list: all('LI'),
    link: outermost(range.startContainer, INLINE_TAGS.a, root) !== null,
  };
}
