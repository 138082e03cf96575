import { messageKey } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Shows a contract message (API or zod) in the user's language; unknown text is shown as is. */
export function useTranslateMessage(): (text: string | undefined) => string {
  const { t } = useTranslation();
  return useCallback(
    (text) => {
      if (!text) return '';
      const key = messageKey(text);
      return key ? t(`messages.${key}`) : text;
    },
    [t],
  );
}
