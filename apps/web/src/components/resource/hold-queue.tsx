import Stack from '@mui/material/Stack';
import type { FilterShape } from '../../lib/list-state';
import { transitionsFrom } from '../list/transition-actions';
import type { RowKey } from '../list/resource-table';
import { PageHeader } from '../page/page-header';
import { ON_HOLD_VIEW } from './create-resource-api';
import { ResourceList, type ResourceListProps } from './resource-list';
import type { LookFor, TransitionDone } from './use-resource-transitions';

interface HoldQueueProps<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
> extends Omit<ResourceListProps<Row, Detail, K, S, F, T, St>, 'view' | 'omit' | 'bulk'> {
  title: string;
  subtitle: string;
  /** The moves offered on the selected rows: those the contract's table starts from `on_hold`. */
  looks: LookFor<T>;
  done: TransitionDone<T>;
}

/** A page of records awaiting approval: approve or reject one or many (employers' registrations, jobs). */
export function HoldQueue<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
>(props: HoldQueueProps<Row, Detail, K, S, F, T, St>) {
  const { title, subtitle, looks, done, ...list } = props;
  const table = list.api.definition.transitions?.table;
  const names = table ? transitionsFrom(table, ['on_hold' as St]) : [];
  return (
    <Stack spacing={3}>
      <PageHeader title={title} subtitle={subtitle} />
      <ResourceList
        {...list}
        view={ON_HOLD_VIEW.view}
        omit={ON_HOLD_VIEW.omit as readonly (keyof F & string)[]}
        bulk={{ looks, done, names }}
      />
    </Stack>
  );
}
