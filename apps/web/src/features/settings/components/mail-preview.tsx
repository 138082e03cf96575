import type { MailParagraphs, RenderedMail } from '@portal/contract';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** The HTML body as React elements (every value is text, never markup), as mailHtml writes it. */
function Paragraphs({ paragraphs }: { paragraphs: MailParagraphs }) {
  return paragraphs.map((lines, p) => (
    <Typography key={p} component="p" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1.5 }}>
      {lines.map((line, l) => (
        <Fragment key={l}>
          {l > 0 ? <br /> : null}
          {line.map((segment, s) =>
            segment.kind === 'link' ? (
              <Link key={s} component="span" dir="ltr">
                {segment.url}
              </Link>
            ) : (
              <Fragment key={s}>{segment.text}</Fragment>
            ),
          )}
        </Fragment>
      ))}
    </Typography>
  ));
}

/** The mail as it would be sent, filled with sample data. */
export function MailPreview({ mail }: { mail: RenderedMail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="section" aria-label={t('settings.mail.preview')}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('settings.mail.preview')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ mb: 2 }}>
          <Typography component="span" color="text.secondary">
            {t('settings.mail.previewSubject')}
          </Typography>{' '}
          <strong>{mail.subject}</strong>
        </Typography>
        <Paragraphs paragraphs={mail.paragraphs} />
      </Paper>
    </Stack>
  );
}
