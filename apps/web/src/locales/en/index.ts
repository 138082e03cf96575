import { MESSAGES } from '@portal/contract';
import type { applications } from './applications';
import { auth } from './auth';
import { common } from './common';
import { confirm } from './confirm';
import type { audit } from './audit';
import type { consultants } from './consultants';
import type { credits } from './credits';
import type { flaggedJobs } from './flagged-jobs';
import type { jobs } from './jobs';
import type { profile } from './profile';
import type { search } from './search';
import type { notifications } from './notifications';
import type { seekers } from './seekers';
import { employers } from './employers';
import { exportsText } from './exports';
import { files } from './files';
import { impersonation } from './impersonation';
import { richText } from './rich-text';
import { tags } from './tags';
import { wizard } from './wizard';
import { layout, nav } from './layout';
import { list } from './list';
import type { settings } from './settings';
import { dashboard, errors, snackbar } from './pages';

/** English is the source language; `messages` is the contract's catalogue itself. */
export const en = {
  common,
  auth,
  nav,
  layout,
  dashboard,
  errors,
  snackbar,
  messages: { ...MESSAGES },
  confirm,
  list,
  employers,
  exports: exportsText,
  files,
  impersonation,
  richText,
  tags,
  wizard,
};

/** The strings every page may use, shipped with the entry chunk. */
export type CoreTranslation = typeof en;
/** Every string: the core and the feature strings loaded with their pages (each feature's manifest.ts). */
export type Translation = CoreTranslation & {
  applications: typeof applications;
  audit: typeof audit;
  consultants: typeof consultants;
  credits: typeof credits;
  jobs: typeof jobs;
  search: typeof search;
  seekers: typeof seekers;
  flaggedJobs: typeof flaggedJobs;
  notifications: typeof notifications;
  settings: typeof settings;
  profile: typeof profile;
};
