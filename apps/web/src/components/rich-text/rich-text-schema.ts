import { RICH_TEXT_LINK, safeLinkHref } from '@portal/contract';
import { Extension, Mark, type Editor } from '@tiptap/core';
import type { MarkSpec } from '@tiptap/pm/model';
import { StarterKit } from '@tiptap/starter-kit';
import { readDomSelection } from './dom-selection';
import { linkHref } from './link-href';

type ParseRules = NonNullable<MarkSpec['parseDOM']>;

/** A mark written as one allowed tag, read from that tag and the inline styles office suites write for it. */
const tagMark = (tag: string, more: ParseRules = []) =>
  Mark.create({ name: tag, parseHTML: () => [{ tag }, ...more], renderHTML: () => [tag, 0] });

const styleHas = (pattern: RegExp) => (value: string) => pattern.test(value) && null;

/** Spec §9's inline tags beyond bold, italic and links: kept when pasted, not offered by the toolbar. */
const ALLOW_LIST_MARKS = [
  tagMark('del', [{ tag: 's' }, { tag: 'strike' }, { style: 'text-decoration', getAttrs: styleHas(/line-through/) }]),
  tagMark('ins'),
  tagMark('mark'),
  tagMark('small'),
  tagMark('sub', [{ style: 'vertical-align', getAttrs: styleHas(/^sub$/) }]),
  tagMark('sup', [{ style: 'vertical-align', getAttrs: styleHas(/^super$/) }]),
];

/** Ctrl/⌘+K asks for a link's address: `open` gets the address of the link at the selection, or ''. */
const LinkShortcut = Extension.create<{ open: (href: string) => void }>({
  name: 'linkShortcut',
  addOptions: () => ({ open: () => undefined }),
  addKeyboardShortcuts() {
    return {
      'Mod-k': ({ editor }) => {
        readDomSelection(editor);
        this.options.open(linkAt(editor));
        return true;
      },
    };
  },
});

/** The address of the link at the editor's selection, or ''. */
export const linkAt = (editor: Editor): string => {
  const { href } = editor.getAttributes('link');
  return typeof href === 'string' ? href : '';
};

const isSafeLink = (href: string) => safeLinkHref(href) !== null;

/**
 * The editor's schema is spec §9's allow-list (decision 0027): only these nodes and marks exist, so
 * whatever is pasted or dropped is parsed down to them (Word's and Google Docs' styles, tables,
 * images and numbered lists become text, paragraphs and bulleted lists). Everything StarterKit
 * offers outside the list is switched off.
 */
export function richTextExtensions(openLinkDialog: (href: string) => void) {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      orderedList: false,
      strike: false,
      underline: false,
      trailingNode: false,
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        HTMLAttributes: { ...RICH_TEXT_LINK, class: null },
        isAllowedUri: isSafeLink,
        // Typed or pasted addresses become links only where the dialog would accept them.
        shouldAutoLink: (text) => linkHref(text) !== null,
      },
    }),
    ...ALLOW_LIST_MARKS,
    LinkShortcut.configure({ open: openLinkDialog }),
  ];
}
