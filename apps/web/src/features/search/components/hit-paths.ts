import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { APPLICATION_TABS, SEEKER_TABS, type SearchKind } from '@portal/contract';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

/** Each kind's icon: the one its menu entry shows. */
export const KIND_ICONS: Record<SearchKind, ComponentType<SvgIconProps>> = {
  jobs: WorkOutlineIcon,
  employers: BusinessOutlinedIcon,
  seekers: PersonSearchOutlinedIcon,
  applications: AssignmentIndOutlinedIcon,
  consultants: BadgeOutlinedIcon,
};

/** The page of one hit under the selected site's base path (`/acme/careers`), a record on its first tab. */
export function hitPath(base: string, kind: SearchKind, key: string): string {
  const id = encodeURIComponent(key);
  switch (kind) {
    case 'seekers':
      return `${base}/seekers/${id}/${SEEKER_TABS[0]}`;
    case 'applications':
      return `${base}/applications/${id}/${APPLICATION_TABS[0]}`;
    default:
      return `${base}/${kind}/${id}`;
  }
}
