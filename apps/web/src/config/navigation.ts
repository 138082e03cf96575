import type { Action, Subject } from '@portal/contract';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { ComponentType } from 'react';

export interface NavItem {
  /** A route path; `:account` and `:site` are filled with the selected names. */
  to: string;
  labelKey: string;
  icon: ComponentType<SvgIconProps>;
  /** Hidden when the ability denies this. */
  action: Action;
  subject: Subject;
  /** Shown only when the selection has a current employer (the site has exactly one for this user). */
  needsEmployer?: boolean;
}

/** The main menu, as data (spec §2 routes; more entries arrive with their features). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', icon: DashboardOutlinedIcon, action: 'access', subject: 'portal' },
  {
    to: '/:account/:site/employers',
    labelKey: 'nav.employers',
    icon: BusinessOutlinedIcon,
    action: 'read',
    subject: 'employers',
  },
  {
    to: '/:account/:site/employers/hold',
    labelKey: 'employers.holdTitle',
    icon: PendingActionsOutlinedIcon,
    action: 'read',
    subject: 'employers',
  },
  {
    to: '/:account/:site/employer',
    labelKey: 'employers.own.title',
    icon: StorefrontOutlinedIcon,
    action: 'read',
    subject: 'employer',
    needsEmployer: true,
  },
  {
    to: '/:account/:site/consultants',
    labelKey: 'nav.consultants',
    icon: BadgeOutlinedIcon,
    action: 'read',
    subject: 'consultants',
  },
  {
    to: '/:account/:site/credit-system',
    labelKey: 'nav.credits',
    icon: PaymentsOutlinedIcon,
    action: 'read',
    subject: 'credits',
  },
  {
    to: '/:account/:site/settings',
    labelKey: 'nav.settings',
    icon: SettingsOutlinedIcon,
    action: 'read',
    subject: 'settings',
  },
];
