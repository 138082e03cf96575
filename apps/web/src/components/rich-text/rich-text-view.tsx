import Box from '@mui/material/Box';
import { useMemo, type ReactNode } from 'react';
import { sanitizeRichText } from '../../lib/sanitize-rich-text';
import { richTextStyles } from './rich-text-styles';

interface RichTextViewProps {
  /** Stored rich text (sanitised by the API, sanitised here again before it reaches the page). */
  html: string | null | undefined;
  /** Shown when there is no text. */
  empty?: ReactNode;
}

/** Shows rich text: only spec §9's tags reach the DOM, links open in a new tab without an opener. */
export function RichTextView({ html, empty = null }: RichTextViewProps) {
  const safe = useMemo(() => (html ? sanitizeRichText(html) : ''), [html]);
  if (!safe) return <>{empty}</>;
  return <Box sx={richTextStyles} dangerouslySetInnerHTML={{ __html: safe }} />;
}
