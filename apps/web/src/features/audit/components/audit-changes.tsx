import type { AuditEntry } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** A value as the audit shows it: text as it is, anything else as JSON, nothing as a dash. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each changed field of an entry, "field: before → after", one per line. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const changes = Object.entries(entry.changes);
  if (!changes.length) return null;
  return (
    <ul data-audit-changes="" style={{ margin: 0, paddingInlineStart: '1rem' }}>
      {changes.map(([field, { from, to }]) => (
        <li key={field}>
          <bdi>{t('audit.change', { field, from: shown(from), to: shown(to) })}</bdi>
        </li>
      ))}
    </ul>
  );
}
