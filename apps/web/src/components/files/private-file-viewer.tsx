import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fileContent } from './file-content';
import { PageSpinner } from '../feedback/page-spinner';
import { ListLoadError } from '../list/list-load-error';

export interface PrivateFile {
  uuid: string;
  name: string;
  type: string;
}

/** What a browser shows in a frame by itself; DOCX and ODT are offered for download only. */
const SHOWN_IN_PAGE = new Set(['application/pdf']);

/**
 * A private file (a resume, a document) shown in the page: its bytes come through the API client
 * (`GET /v1/files/{uuid}/content`, which needs the session's headers a frame cannot send) and are
 * framed as a `blob:` address, with a download link beside it (decision 0049).
 */
export function PrivateFileViewer({ file, title }: { file: PrivateFile; title: string }) {
  const { t } = useTranslation();
  const content = useQuery({
    queryKey: ['files', 'content', file.uuid],
    queryFn: ({ signal }) => fileContent(file.uuid, signal),
    staleTime: 5 * 60_000,
  });
  const blob = content.data?.blob;
  const { type } = file;
  // Typed by what the API detected, so the frame shows a PDF rather than offering to save it.
  const url = useMemo(() => (blob ? URL.createObjectURL(new Blob([blob], { type })) : null), [blob, type]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  if (content.isError) return <ListLoadError error={content.error} retry={() => void content.refetch()} />;
  if (!url) return <PageSpinner fullScreen={false} />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <bdi>{file.name}</bdi>
        </Typography>
        <Button component="a" href={url} download={file.name} variant="outlined" startIcon={<DownloadIcon />}>
          {t('files.download')}
        </Button>
      </Stack>
      {SHOWN_IN_PAGE.has(file.type) ? (
        <Box
          component="iframe"
          title={title}
          src={url}
          sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">{t('files.notShownInPage')}</Typography>
      )}
    </Stack>
  );
}
