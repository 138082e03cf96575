import { richTextHasText } from '@portal/contract';
import { DOMSerializer, type Node } from '@tiptap/pm/model';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';

/**
 * The editor's document as the form receives it: HTML of the allow-list, sanitised, '' when no
 * text is left. A list item holding one paragraph is written `<li>text</li>`, as stored before.
 */
export function editorValue(doc: Node): string {
  const container = document.createElement('div');
  container.append(DOMSerializer.fromSchema(doc.type.schema).serializeFragment(doc.content));
  for (const item of container.querySelectorAll('li')) {
    const paragraphs = item.querySelectorAll(':scope > p');
    if (paragraphs.length === 1) paragraphs[0]?.replaceWith(...paragraphs[0].childNodes);
  }
  const html = sanitizeRichText(container.innerHTML);
  return richTextHasText(html) ? html : '';
}
