import { EMPLOYER_STATUSES, EMPLOYER_TYPES } from '@portal/contract';
import { ResourceFilters } from '../../../components/resource/resource-filters';
import type { ListParams } from '../../../hooks/use-list-params';
import { useFieldOptions } from '../../../lib/field-options';
import type { employerList, EmployerSortField } from '../api/list-query';
import { useEmployerLabels } from '../hooks/use-employer-labels';

type EmployerListParams = ListParams<EmployerSortField, (typeof employerList)['filters']>;

/** Search (business name, contact, registration number) and the type, status and industry filters. */
export function EmployerListFilters({ list, status = true }: { list: EmployerListParams; status?: boolean }) {
  const labels = useEmployerLabels();
  const industries = useFieldOptions().data?.industry ?? [];
  const type = EMPLOYER_TYPES.map((value) => ({ value, label: labels.type(value) }));
  const statuses = EMPLOYER_STATUSES.map((value) => ({ value, label: labels.status(value) }));
  return (
    <ResourceFilters
      list={list}
      strings="employers.list"
      fields="employers.fields"
      selects={[
        { filter: 'type', options: type },
        ...(status ? [{ filter: 'status' as const, options: statuses }] : []),
        { filter: 'industry', options: industries },
      ]}
    />
  );
}
