import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand } from '../on-demand/on-demand';
import type { RichTextEditorProps } from './rich-text-editor-props';

const RichTextEditor = onDemand<RichTextEditorProps>(() => import('./rich-text-editor').then((m) => m.default));

/**
 * The rich-text editor as its own chunk: only a page that edits rich text downloads it, and a
 * placeholder of the same size holds its place meanwhile (decision 0014). Import this, never
 * `./rich-text-editor` itself.
 */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorPlaceholder label={props.label} minRows={props.minRows} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

function EditorPlaceholder({ label, minRows = 6 }: { label: string; minRows?: number }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Skeleton variant="rounded" height={48 + minRows * 24 + 24}>
        <span>{t('richText.loading')}</span>
      </Skeleton>
    </Box>
  );
}
