import { MESSAGES } from '@portal/contract';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { MessagePage } from '../components/message-page';

/** /not-authorized (public): where the guard sends a user lacking the route's permission. */
export function NotAuthorizedRoute() {
  const translate = useTranslateMessage();
  return <MessagePage title={translate(MESSAGES.notAuthorized)} description={translate(MESSAGES.noPermission)} />;
}
