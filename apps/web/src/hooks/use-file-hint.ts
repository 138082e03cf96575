import { FILE_KIND_RULES, fileTypeLabels, type FileKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/**
 * What an upload field of `kind` says under itself (spec §5): the allowed types, the largest size
 * in MB and, for images, the most megapixels, after any `recommended` sentence of the field.
 */
export function useFileHint(kind: FileKind, recommended?: string): string {
  const { t } = useTranslation();
  const rule = FILE_KIND_RULES[kind];
  const limits = t('files.hint', { types: fileTypeLabels(kind).join(', '), mb: rule.maxMb });
  const pixels = rule.maxPixels ? t('files.pixelsHint', { mp: rule.maxPixels / 1e6 }) : null;
  return [recommended, limits, pixels].filter(Boolean).join(' ');
}
