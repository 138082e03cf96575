import type { SeekerDetail } from '@portal/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ImpersonateButton } from '../../../components/impersonation/impersonate-button';
import { ResourceActions } from '../../../components/resource/resource-actions';
import { LtrText } from '../../../components/text/ltr-text';
import { useCan } from '../../../lib/session-context';
import { seekersApi } from '../api/seeker-resource';
import { ResetPasswordButton } from './reset-password-button';
import { SeekerDataRights } from './seeker-data-rights';
import { SeekerStatusChip } from './seeker-status';
import { SeekerTagsEditor } from './seeker-tags-editor';
import { useSeekerMoves } from './seeker-moves';
import { RecordTitle } from '../../../components/resource/record-title';

/**
 * A seeker's header: name, status, email and profile ID, the tags, and the actions the viewer may
 * take — enable (pending), disable (typed name, final), reset password, impersonate, delete (typed name),
 * export the candidate's data and erase it (typed name; decision 0100).
 */
export function SeekerHeader({ seeker }: { seeker: SeekerDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Stack spacing={2}>
      <RecordTitle title={seeker.name}>
        <SeekerStatusChip status={seeker.status} />
        {seeker.erased_at ? <Chip label={t('seekers.erased')} size="small" variant="outlined" /> : null}
      </RecordTitle>
      <Typography color="text.secondary">
        <LtrText>{seeker.email}</LtrText>
        {' · '}
        {t('seekers.fields.profile_id')} <LtrText>{seeker.profile_id}</LtrText>
      </Typography>
      <SeekerTagsEditor seeker={seeker} />
      <ResourceActions api={seekersApi} record={seeker} editPath={null} moves={useSeekerMoves()}>
        {can('update', 'seekers') && seeker.status !== 'disabled' ? (
          <ResetPasswordButton uuid={seeker.uuid} name={seeker.name} />
        ) : null}
        {can('impersonate', 'seekers') && seeker.status !== 'disabled' ? (
          <ImpersonateButton seekerUuid={seeker.uuid} name={seeker.name} />
        ) : null}
        <SeekerDataRights seeker={seeker} />
      </ResourceActions>
    </Stack>
  );
}
