import type { ReactNode } from 'react';

export interface RichTextEditorProps {
  /** The field's visible label, also the editing area's accessible name. */
  label: string;
  /** HTML; '' when empty. */
  value: string;
  /** Called with the sanitised HTML ('' when no text is left) after each change. */
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** An error to show under the field (already in the user's language), which marks it invalid. */
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Height of the editing area, in lines of text. */
  minRows?: number;
}
