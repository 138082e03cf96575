import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import type { Command } from './editor-commands';
import { BLOCKS, isElement, normalizeBlocks, splitAt } from './editor-dom';
import { pointOffset } from './editor-offsets';

/** What a paste or drop brings: its HTML through the sanitiser, or its plain text, a paragraph a line. */
export function incomingContent(data: Pick<DataTransfer, 'getData'>): DocumentFragment {
  const html = data.getData('text/html');
  if (html) {
    // A template's content is inert: nothing in it loads or runs, and it is sanitised already.
    const template = document.createElement('template');
    template.innerHTML = sanitizeRichText(html);
    return template.content;
  }
  const lines = data.getData('text/plain').replace(/\r\n?/g, '\n').split('\n');
  const fragment = document.createDocumentFragment();
  if (lines.length === 1) {
    fragment.append(lines[0] ?? '');
    return fragment;
  }
  for (const line of lines) {
    const paragraph = document.createElement('p');
    paragraph.append(line || document.createElement('br'));
    fragment.append(paragraph);
  }
  return fragment;
}

/** Replaces the selection with the content; blocks in it split the block the caret is in. */
export function insertContent(content: DocumentFragment): Command {
  return (root, range) => {
    const last = content.lastChild;
    if (!last) return;
    range.deleteContents();
    const hasBlocks = [...content.childNodes].some((node) => isElement(node) && BLOCKS.has(node.tagName));
    const top = [...root.children].find((child) => child.contains(range.startContainer)) as HTMLElement | undefined;
    if (hasBlocks && top) {
      const second = splitAt(top, range.startContainer, range.startOffset);
      second.before(content);
      for (const part of [top, second]) if (!part.textContent) part.remove();
      normalizeBlocks(root);
    } else range.insertNode(content);
    const after = document.createRange();
    after.setStartAfter(last);
    const end = pointOffset(root, after.startContainer, after.startOffset);
    return { start: end, end };
  };
}
