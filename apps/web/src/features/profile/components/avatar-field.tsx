import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILE_KIND_RULES, FILE_TYPES, type Me } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, PopupOnDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { useFileHint } from '../../../hooks/use-file-hint';
import { useFileUpload } from '../../../hooks/use-file-upload';
import { notify } from '../../../lib/notifications';
import { refreshMe, uploadAvatar, useRemoveAvatar } from '../api/user-account';
import { ProfileSection } from './profile-section';

const ConfirmDialog = onDemand(() => import('../../../components/confirm/confirm-dialog').then((m) => m.ConfirmDialog));

const ACCEPT = FILE_KIND_RULES.avatar.types.map((type) => FILE_TYPES[type].mime).join(',');

/**
 * The user's picture: shown as the navbar shows it, uploaded as soon as it is picked (types, size
 * and pixels from the contract under the buttons; the server's refusal, "Image error." included,
 * in the user's language), and removed after a confirmation. `me` is refreshed after each change.
 */
export function AvatarField({ me }: { me: Pick<Me, 'name' | 'avatar'> }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const chooser = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  // The picture the browser could not decode: "Image error." (spec §8), until another one is shown.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const remove = useRemoveAvatar();
  const upload = useFileUpload(
    'avatar',
    (account) => {
      void refreshMe(client, account);
      notify({ message: t('profile.avatar.saved'), type: 'success' });
    },
    uploadAvatar,
  );
  const hint = useFileHint('avatar');
  const src = me.avatar;
  const broken = src !== null && brokenSrc === src;
  const uploading = upload.progress !== null;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.start(file);
  };
  const confirmRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        upload.reset();
        notify({ message: t('profile.avatar.removed'), type: 'success' });
        chooser.current?.focus();
      },
      onError: () => setConfirming(false),
    });
  };

  return (
    <ProfileSection title={t('profile.avatar.heading')}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Avatar
          src={src && !broken ? src : undefined}
          alt={src && !broken ? t('profile.avatar.alt') : undefined}
          slotProps={{ img: { onError: () => setBrokenSrc(src) } }}
          sx={{ width: 88, height: 88, fontSize: 36, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {me.name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              ref={chooser}
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => input.current?.click()}
              disabled={uploading}
              aria-describedby={upload.error ? `${id}-error ${id}-hint` : `${id}-hint`}
            >
              {src ? t('profile.avatar.replace') : t('profile.avatar.upload')}
            </Button>
            {uploading ? <Button onClick={upload.cancel}>{t('files.cancel')}</Button> : null}
            {src && !uploading ? (
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirming(true)}
                {...preloadOn(ConfirmDialog)}
              >
                {t('profile.avatar.remove')}
              </Button>
            ) : null}
          </Stack>
          {broken ? (
            <Typography role="alert" color="error" variant="body2">
              {t('files.imageError')}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      {uploading ? (
        <LinearProgress
          variant="determinate"
          value={Math.round((upload.progress ?? 0) * 100)}
          aria-label={t('profile.avatar.uploading')}
        />
      ) : null}
      {upload.error ? (
        <FormHelperText id={`${id}-error`} error role="alert">
          {upload.error}
        </FormHelperText>
      ) : null}
      <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        onChange={pick}
        aria-label={t('profile.avatar.upload')}
        hidden
        tabIndex={-1}
      />
      <PopupOnDemand open={confirming}>
        <ConfirmDialog
          open={confirming}
          title={t('profile.avatar.removeTitle')}
          description={t('profile.avatar.removeText')}
          confirmLabel={t('profile.avatar.remove')}
          destructive
          loading={remove.isPending}
          onConfirm={confirmRemove}
          onClose={() => setConfirming(false)}
        />
      </PopupOnDemand>
    </ProfileSection>
  );
}
