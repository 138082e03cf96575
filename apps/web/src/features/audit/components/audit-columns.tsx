import { auditActionOf, type AuditEntry } from '@portal/contract';
import { CellLink, CellLtr } from '../../../components/list/cells';
import { useActorName } from '../../../components/impersonation/use-actor-name';
import { useListColumns, type ColumnsOf } from '../../../components/resource/use-list-columns';
import { filterParam } from '../../../lib/list-state';
import type { auditResource } from '../api/audit-resource';
import { AuditChanges } from './audit-changes';

/** A link that narrows the list to one value of a filter (the person who acted, the action, the record). */
const narrowTo = (key: string, value: string) => `?${new URLSearchParams({ [filterParam(key)]: value }).toString()}`;

/** The audit's columns: when, who ("X as Y", "API key ‘ATS’ (X)"), what, on which record, the changes, from where. */
export function useAuditColumns(): ColumnsOf<typeof auditResource> {
  const actorName = useActorName();
  return useListColumns(
    ({ t, format }) => [
      { id: 'created_at', sort: 'created_at', cell: (row) => format.dateTime(row.created_at) },
      {
        id: 'actor',
        // Wide enough for "The system" and a short name on one line: a narrow column broke words.
        minWidth: 160,
        wrap: true,
        cell: (row, { tabIndex }) =>
          row.actor ? (
            <CellLink to={narrowTo('person', String(row.actor.id))} tabIndex={tabIndex}>
              {row.api_key ? (
                // A change made with an API key names the key, and whose rights it used (decision 0105).
                t('audit.byApiKey', { key: row.api_key.name, person: row.actor.name })
              ) : (
                <bdi>{actorName(row.actor, '')}</bdi>
              )}
            </CellLink>
          ) : (
            t('audit.system')
          ),
      },
      {
        id: 'action',
        cell: (row, { tabIndex }) => (
          <CellLink to={narrowTo('action', row.action)} tabIndex={tabIndex}>
            <bdi>{actionLabel(t, row)}</bdi>
          </CellLink>
        ),
      },
      {
        id: 'subject',
        wrap: true,
        cell: (row) => (
          <>
            {subjectLabel(t, row)} <CellLtr>{row.subject_id}</CellLtr>
          </>
        ),
      },
      { id: 'changes', minWidth: 220, wrap: true, cell: (row) => <AuditChanges entry={row} /> },
      {
        id: 'client_address',
        cell: (row) => (row.client_address ? <CellLtr>{row.client_address}</CellLtr> : null),
      },
    ],
    [actorName],
  );
}

/** A subject's name in the user's language; one the page does not know yet, as written. */
export function subjectLabel(
  t: (key: string, options?: { defaultValue: string }) => string,
  row: Pick<AuditEntry, 'subject'>,
) {
  return t(`audit.subjects.${row.subject}`, { defaultValue: row.subject });
}

/** An action's name in the user's language (`AUDIT_ACTIONS`, an older name as the action it aliases); an unknown one as written. */
export function actionLabel(
  t: (key: string, options?: { defaultValue: string }) => string,
  row: Pick<AuditEntry, 'action'>,
) {
  return t(`audit.actions.${auditActionOf(row.action)}`, { defaultValue: row.action });
}
