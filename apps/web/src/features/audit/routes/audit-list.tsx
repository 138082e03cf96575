import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { auditApi } from '../api/audit-resource';
import { useAuditColumns } from '../components/audit-columns';

/**
 * /:account/:site/audit — the site's audit log, newest first (read audit, decision 0095). The search
 * names one record by its id; a person is picked from a row (its link), an action from the filters or a row.
 */
export function AuditListRoute() {
  const { t } = useTranslation();
  const subjects = AUDIT_SUBJECTS.map((value) => ({ value, label: t(`audit.subjects.${value}`) }));
  const actions = AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.actions.${value}`) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
  return (
    <ResourceListPage
      api={auditApi}
      columns={useAuditColumns()}
      rowHref={undefined}
      filters={(list) => (
        <ResourceFilters
          list={list}
          strings="audit.list"
          fields="audit.fields"
          selects={[
            { filter: 'subject', options: subjects },
            ...(list.state.filter.person ? [{ filter: 'person' as const, options: [] }] : []),
            { filter: 'action' as const, options: actions },
          ]}
          dates={{ from: { filter: 'from' }, to: { filter: 'to' } }}
        />
      )}
    />
  );
}
