import { MESSAGES } from '@portal/contract';
import { auth } from './auth';
import { common } from './common';
import { confirm } from './confirm';
import { consultants } from './consultants';
import { employers } from './employers';
import { exportsText } from './exports';
import { files } from './files';
import { richText } from './rich-text';
import { tags } from './tags';
import { layout, nav } from './layout';
import { list } from './list';
import { settings } from './settings';
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
  consultants,
  exports: exportsText,
  files,
  richText,
  tags,
  settings,
};

export type Translation = typeof en;
