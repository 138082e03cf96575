import type { Consultant } from '@portal/contract';
import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';

/** The consultant's photo (public file URL), or their initials. */
export function ConsultantAvatar({ consultant, size = 32 }: { consultant: Consultant; size?: number }) {
  const { t } = useTranslation();
  const initials = consultant.name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <Avatar
      src={consultant.photo?.url}
      alt={consultant.photo ? t('consultants.detail.photoAlt', { name: consultant.name }) : undefined}
      sx={{ width: size, height: size, fontSize: size / 2.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      aria-hidden={consultant.photo ? undefined : true}
    >
      {initials}
    </Avatar>
  );
}
