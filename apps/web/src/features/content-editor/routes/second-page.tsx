import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { PageHeader } from '../../../components/page/page-header';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useFormatters } from '../../../hooks/use-formatters';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useCmsToken } from '../api/get-cms-token';

/**
 * /second-page (decision 0056): the selected site's content editor. The link carries a five-minute
 * token in its fragment (never sent to a server, never in a log) and opens the editor in a new tab.
 */
export function SecondPageRoute() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const format = useFormatters();
  const { selection } = useSession();
  const token = useCmsToken(selection?.site?.id ?? null);
  const site = selection?.site?.title ?? '';
  const data = token.data;
  return (
    <Stack spacing={3}>
      <PageHeader title={t('contentEditor.title')} subtitle={t('contentEditor.subtitle', { site })} />
      <Card>
        <CardContent>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('contentEditor.description', { site })}</Typography>
            {token.isPending && selection?.site ? <PageSpinner fullScreen={false} /> : null}
            {token.isError ? <Alert severity="info">{translate(errorMessage(token.error))}</Alert> : null}
            {data ? (
              <>
                <Button
                  variant="contained"
                  href={`${data.editor_url}#token=${encodeURIComponent(data.token)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  endIcon={<OpenInNewIcon />}
                >
                  {t('contentEditor.open')}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {t('contentEditor.expires', { time: format.dateTime(data.expires_at) })}
                </Typography>
              </>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
