import type { SeekerDetail } from '@portal/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateFileViewer } from '../../../components/files/private-file-viewer';
import { DetailSection } from '../../../components/resource/resource-facts';

const KB = 1024;

/** `documents`: the files the seeker sent besides the resume; choosing one shows it below the list. */
export function SeekerDocumentsTab({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const shown = seeker.documents.find((document) => document.uuid === open);
  return (
    <DetailSection title={t('seekers.tabs.documents')}>
      {seeker.documents.length === 0 ? (
        <Typography color="text.secondary">{t('seekers.documents.none')}</Typography>
      ) : (
        <List dense aria-label={t('seekers.tabs.documents')} disablePadding>
          {seeker.documents.map((document) => (
            <ListItem key={document.uuid} disablePadding>
              <ListItemButton
                selected={document.uuid === open}
                aria-pressed={document.uuid === open}
                onClick={() => {
                  setOpen(document.uuid);
                }}
              >
                <ListItemText
                  primary={<bdi>{document.name}</bdi>}
                  secondary={t('seekers.documents.size', { kb: Math.max(1, Math.round(document.size / KB)) })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {shown ? <PrivateFileViewer key={shown.uuid} file={shown} title={shown.name} /> : null}
    </DetailSection>
  );
}
