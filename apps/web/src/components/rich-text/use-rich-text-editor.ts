import type { Editor } from '@tiptap/core';
import { useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { editorValue } from './editor-value';
import { transformPastedHtml } from './pasted-html';
import { richTextExtensions } from './rich-text-schema';

interface Options {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** The editing area's own attributes (role, labels, dir); keep the object stable between renders. */
  attributes: Record<string, string>;
  /** Ctrl/⌘+K, with the address of the link at the selection ('' for none); must be stable. */
  onLinkShortcut: (href: string) => void;
}

/**
 * A Tiptap editor bound to a form field: loads the value (and a new one from outside, e.g. a
 * reset), reports every change as sanitised HTML, and tells the toolbar what the selection holds.
 */
export function useRichTextEditor({ value, onChange, onBlur, disabled, attributes, onLinkShortcut }: Options) {
  const emitted = useRef(value);
  // Created once: later values arrive through the effects below.
  const [extensions] = useState(() => richTextExtensions(onLinkShortcut));
  const [content] = useState(value);
  const editorProps = useMemo(() => ({ attributes, transformPastedHTML: transformPastedHtml }), [attributes]);
  const editor = useEditor({ extensions, content, editable: !disabled, editorProps });

  useEffect(() => {
    const update = ({ editor: current }: { editor: Editor }) => {
      const html = editorValue(current.state.doc);
      if (html === emitted.current) return;
      emitted.current = html;
      onChange(html);
    };
    const blur = () => onBlur?.();
    editor.on('update', update);
    editor.on('blur', blur);
    return () => {
      editor.off('update', update);
      editor.off('blur', blur);
    };
  }, [editor, onChange, onBlur]);

  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const format = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      list: current.isActive('bulletList'),
      link: current.isActive('link'),
    }),
  });

  return { editor, format };
}
