import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useFormatters } from '../../../hooks/use-formatters';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useNotifiedAction } from '../../../hooks/use-notified-action';
import { useApplicationDocuments } from '../api/application-tab';
import { downloadFile } from '../../../components/files/file-content';
import { TabLoadError } from './tab-load-error';

/** The documents sent with the application, each with its download; none: "No data available". */
export function DocumentsTab({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const format = useFormatters();
  const notified = useNotifiedAction();
  const tab = useApplicationDocuments(uuid);
  if (tab.isError) return <TabLoadError error={tab.error} retry={() => void tab.refetch()} />;
  if (!tab.data) return <PageSpinner fullScreen={false} />;
  const { documents } = tab.data;
  if (documents.length === 0) return <Typography color="text.secondary">{translate(MESSAGES.noData)}</Typography>;
  const download = (file: (typeof documents)[number]) => {
    void notified(() => downloadFile(file.uuid, file.name));
  };
  return (
    <List aria-label={t('applications.documents.label')} disablePadding>
      {documents.map((file) => (
        <ListItem
          key={file.uuid}
          disableGutters
          secondaryAction={
            <Button
              size="small"
              aria-label={`${t('applications.documents.download')} ${file.name}`}
              onClick={() => {
                download(file);
              }}
            >
              {t('applications.documents.download')}
            </Button>
          }
        >
          <ListItemText
            primary={<bdi>{file.name}</bdi>}
            secondary={t('applications.documents.size', { kb: format.number(Math.ceil(file.size / 1024)) })}
          />
        </ListItem>
      ))}
    </List>
  );
}
