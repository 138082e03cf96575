import { useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
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
  /** Ctrl/⌘+K: show the link dialog. */
  openLinkDialog: () => void;
}

/**
 * A Tiptap editor bound to a form field: loads the value (and a new one from outside, e.g. a
 * reset), reports every change as sanitised HTML, and tells the toolbar what the selection holds.
 */
export function useRichTextEditor({ value, onChange, onBlur, disabled, attributes, openLinkDialog }: Options) {
  const emitted = useRef(value);
  const callbacks = useRef({ onChange, onBlur, openLinkDialog });
  useEffect(() => {
    callbacks.current = { onChange, onBlur, openLinkDialog };
  }, [onChange, onBlur, openLinkDialog]);

  // Created once: the editor reads its callbacks through the ref above.
  const [extensions] = useState(() => richTextExtensions(() => callbacks.current.openLinkDialog()));
  const editor = useEditor({
    extensions,
    content: emitted.current,
    editable: !disabled,
    editorProps: { attributes, transformPastedHTML: transformPastedHtml },
    onUpdate: ({ editor: current }) => {
      const html = editorValue(current.state.doc);
      if (html === emitted.current) return;
      emitted.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

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
