import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { FilterShape } from '../../lib/list-state';
import { transitionsFrom } from '../list/transition-actions';
import type { RowKey } from '../../lib/resource/define-resource';
import { PageHeader } from '../page/page-header';
import { ON_HOLD_VIEW } from '../../lib/resource/create-resource-api';
import { ResourceList, type ResourceListProps } from './resource-list';
import type { TransitionMoves } from './use-resource-transitions';
import { useResourcePaths } from '../../lib/resource/use-resource-paths';

interface HoldQueueProps<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
> extends Omit<ResourceListProps<Row, Detail, K, S, F, T, St>, 'view' | 'omit' | 'bulk'> {
  /** The moves offered on the selected rows: those the contract's table starts from `on_hold`. */
  moves: TransitionMoves<T>;
}

/**
 * A page of records awaiting approval: approve or reject one or many (employers' registrations, jobs).
 * Its words are `<name>.hold.title`, `.subtitle` and `.gridLabel`; its hidden columns are kept apart
 * from the list's (`<name>-on-hold`), and each row opens the record's page.
 */
export function HoldQueue<
  Row,
  Detail,
  K extends RowKey,
  S extends string,
  F extends FilterShape,
  T extends string,
  St extends string,
>(props: HoldQueueProps<Row, Detail, K, S, F, T, St>) {
  const { moves, ...list } = props;
  const { name, key, transitions } = list.api.definition;
  const { t } = useTranslation();
  const paths = useResourcePaths<K>(name);
  const names = transitions ? transitionsFrom(transitions.table, ['on_hold' as St]) : [];
  return (
    <Stack spacing={3}>
      <PageHeader title={t(`${name}.hold.title`)} subtitle={t(`${name}.hold.subtitle`)} />
      <ResourceList
        label={t(`${name}.hold.gridLabel`)}
        columnsKey={`${name}-on-hold`}
        rowHref={(row) => paths.detail(key.of(row))}
        {...list}
        view={ON_HOLD_VIEW.view}
        omit={ON_HOLD_VIEW.omit as readonly (keyof F & string)[]}
        bulk={{ ...moves, names }}
      />
    </Stack>
  );
}
