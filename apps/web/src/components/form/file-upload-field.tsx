import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_KIND_RULES, FILE_TYPES, isImageKind, type FileKind, type FileRef } from '@portal/contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileHint } from '../../hooks/use-file-hint';
import { useFileUpload } from '../../hooks/use-file-upload';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { useImageCrop } from './use-image-crop';

export interface FileUploadFieldProps {
  /** Decides the allowed types and the size limit (contract `FILE_KIND_RULES`). */
  kind: FileKind;
  label: string;
  /** The current file: a URL to show it and its name (the form keeps the uuid it sends). */
  value: Pick<FileRef, 'url' | 'name'> | null;
  onChange: (value: FileRef | null) => void;
  /** A form-level error for the field (contract text, translated here). */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** What the field recommends (e.g. a banner's size), shown before the kind's limits. */
  recommended?: string;
  /** The image preview cropped to this width:height (a banner's 4:1), else a 96 px square. */
  previewAspect?: { width: number; height: number };
  /** Offer to crop a picked image of another shape to `previewAspect` before it is uploaded. */
  crop?: boolean;
}

/** `.png,.jpg,image/png,…` for the file picker; only a hint, the server decides by content. */
function acceptOf(kind: FileKind): string {
  return FILE_KIND_RULES[kind].types
    .flatMap((type) => [...FILE_TYPES[type].extensions.map((ext) => `.${ext}`), FILE_TYPES[type].mime])
    .join(',');
}

/**
 * An upload field: label, the kind's allowed types and maximum size (spec §5), a button that opens
 * the file picker, progress with cancel, the server's refusal under the field, an image preview for
 * image kinds, and remove. The file is uploaded when picked (with `crop`, after the crop dialog); the
 * form receives `{id, url, name}`.
 */
export function FileUploadField({
  kind,
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  recommended,
  previewAspect,
  crop = false,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const upload = useFileUpload(kind, (file) => onChange({ id: file.id, url: file.url, name: file.name }));
  const cropper = useImageCrop(crop && isImageKind(kind) ? previewAspect : undefined, upload.start, chooser);
  const uploading = upload.progress !== null;
  // The preview that the browser could not decode: "Image error." (spec), until another file is shown.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const message = upload.error ?? (error ? translate(error) : null);
  const rule = FILE_KIND_RULES[kind];
  const hint = useFileHint(kind, recommended);
  // A private file's URL needs the bearer token, which an <img> cannot send: only the local preview then.
  const previewSrc = isImageKind(kind) ? (upload.preview ?? (rule.visibility === 'public' ? value?.url : null)) : null;
  const imageError = previewSrc !== null && previewSrc !== undefined && brokenSrc === previewSrc;
  const previewSize = previewAspect
    ? { width: 240, aspectRatio: `${previewAspect.width} / ${previewAspect.height}`, objectFit: 'cover' as const }
    : { width: 96, height: 96, objectFit: 'contain' as const };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) cropper.pick(file);
  };
  const remove = () => {
    upload.reset();
    onChange(null);
    chooser.current?.focus();
  };

  return (
    <FormControl component="fieldset" error={Boolean(message)} disabled={disabled} fullWidth margin="normal">
      <FormLabel component="legend" required={required}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        {value && previewSrc && !imageError ? (
          <Box
            component="img"
            src={previewSrc}
            alt={t('files.preview', { label })}
            onError={() => {
              setBrokenSrc(previewSrc);
            }}
            sx={{ ...previewSize, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : null}
        {value && imageError ? (
          <Typography role="alert" color="error" variant="body2">
            {t('files.imageError')}
          </Typography>
        ) : null}
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          {value ? (
            <Typography variant="body2" noWrap title={value.name}>
              {value.name ?? t('files.current')}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button
              ref={chooser}
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              // While a file uploads the button is inert but keeps focus (a disabled one drops it to the body).
              onClick={() => {
                if (!uploading) input.current?.click();
              }}
              disabled={disabled}
              aria-disabled={uploading || undefined}
              aria-describedby={message ? `${id}-error ${id}-hint` : `${id}-hint`}
            >
              {value ? t('files.replace') : t('files.choose')}
            </Button>
            {value && !uploading ? (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={remove} disabled={disabled}>
                {t('files.remove')}
              </Button>
            ) : null}
            {uploading ? <Button onClick={upload.cancel}>{t('files.cancel')}</Button> : null}
          </Stack>
        </Stack>
      </Stack>
      {uploading ? (
        <LinearProgress
          variant="determinate"
          value={Math.round((upload.progress ?? 0) * 100)}
          aria-label={t('files.progress', { label })}
          sx={{ mt: 1 }}
        />
      ) : null}
      {message ? (
        <FormHelperText id={`${id}-error`} role="alert">
          {message}
        </FormHelperText>
      ) : null}
      <FormHelperText id={`${id}-hint`} error={false}>
        {hint}
      </FormHelperText>
      {cropper.dialog}
      <input ref={input} type="file" accept={acceptOf(kind)} onChange={pick} aria-label={label} hidden tabIndex={-1} />
    </FormControl>
  );
}
