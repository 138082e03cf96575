import { NOTIFICATION_KINDS, type Notification, type NotificationKind } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);
const isKind = (kind: string): kind is NotificationKind => KINDS.has(kind);

/** What a notification says: worded in the reader's language from its kind, or the API's English. */
export interface NotificationText {
  subject: string;
  /** Plain text in the reader's language, when the kind is one the app words itself. */
  text: string | null;
  /** Otherwise the stored content: sanitised HTML (shown through RichTextView). */
  html: string | null;
}

/** The param that counts a kind's wording: passed as i18next's `count`, a number, to pick the plural form. */
const COUNTED_PARAM: Partial<Record<NotificationKind, string>> = {
  credits_bought: 'quantity',
  export_ready: 'row_count',
};

/** Words a notification from its kind and params (decision 0054); an unknown kind keeps the API's text. */
export function useNotificationText(): (notification: Notification) => NotificationText {
  const { t, i18n } = useTranslation();
  return useCallback(
    (n: Notification) => {
      const key = `notifications.kinds.${n.kind}`;
      const counted = isKind(n.kind) ? COUNTED_PARAM[n.kind] : undefined;
      const count = counted === undefined ? undefined : Number(n.params[counted]);
      if (!isKind(n.kind) || !i18n.exists(`${key}.subject`, { count }) || Number.isNaN(count)) {
        return { subject: n.subject, text: null, html: n.content };
      }
      const params: Record<string, string> = { ...n.params };
      if (n.params.reason) params.reason = t(`notifications.reasons.${n.params.reason}`, n.params.reason);
      // React escapes what it renders: the params are text, never markup.
      const options = { ...params, count, interpolation: { escapeValue: false } };
      return { subject: t(`${key}.subject`, options), text: t(`${key}.content`, options), html: null };
    },
    [t, i18n],
  );
}
