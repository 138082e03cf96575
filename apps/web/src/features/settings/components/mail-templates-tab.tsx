import { MAIL_KINDS } from '@portal/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TabProps } from '../routes/settings';
import { useMailTemplates } from '../api/get-mail-templates';
import { useTabChoice } from '../hooks/use-settings-tab';
import { LoadState } from './load-state';
import { MailTemplateForm } from './mail-template-form';

/** Each mail the product sends, one at a time (`?mail=invitation`): its subject and body, previewed. */
export function MailTemplatesTab({ canUpdate }: TabProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useTabChoice('mail', MAIL_KINDS);
  return (
    <LoadState query={useMailTemplates()} errorMessage={t('settings.mail.loadError')}>
      {(templates) => {
        const template = templates.find((item) => item.kind === kind);
        return (
          <Stack spacing={3}>
            <TextField
              select
              label={t('settings.mail.choose')}
              value={kind}
              onChange={(event) => {
                const next = MAIL_KINDS.find((value) => value === event.target.value);
                if (next) setKind(next);
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: 360 }}
            >
              {templates.map((item) => (
                <option key={item.kind} value={item.kind}>
                  {`${t(`settings.mail.kinds.${item.kind}`)} — ${t(item.customised ? 'settings.mail.customised' : 'settings.mail.default')}`}
                </option>
              ))}
            </TextField>
            {template ? (
              <MailTemplateForm
                key={`${kind}:${template.updated_at ?? 'default'}`}
                template={template}
                canUpdate={canUpdate}
              />
            ) : null}
          </Stack>
        );
      }}
    </LoadState>
  );
}
