import type { Action, Subject } from '@portal/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslateMessage } from '../../hooks/use-translate-message';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/notifications';
import { useCan } from '../../lib/session-context';
import { onDemand, PopupOnDemand, preloadOn } from '../on-demand/on-demand';
import type { RowKey } from '../../lib/resource/define-resource';
import { TransitionActions } from '../list/transition-actions';
import type { TransitionRun } from '../../lib/resource/create-resource-api';
import type { KeyType, ResourceTransitions } from '../../lib/resource/define-resource';
import { useResourcePaths } from '../../lib/resource/use-resource-paths';
import { useResourceTransition, type TransitionDone, type TransitionMoves } from './use-resource-transitions';

// The deletion's typed confirmation loads when its button is pointed at or pressed (decision 0017).
const TypedConfirmDialog = onDemand(() => import('../confirm/typed-confirm-dialog').then((m) => m.TypedConfirmDialog));

interface Api<Row, K extends RowKey, T extends string, St extends string> {
  definition: {
    name: string;
    subject: Subject;
    key: KeyType<Row, K>;
    title?: keyof Row & string;
    transitions?: ResourceTransitions<Row, T, St>;
  };
  useTransition: () => UseMutationResult<number, unknown, TransitionRun<T, K>>;
  useDelete: () => { mutation: UseMutationResult<unknown, unknown, K>; forget: (key: K) => void };
}
type Right = { action: Action; subject: Subject };

interface ResourceActionsProps<Row, K extends RowKey, T extends string, St extends string> {
  api: Api<Row, K, T, St>;
  record: Row;
  /** The record's name: in the confirmations, and what a delete asks to type (default the resource's `title`). */
  title?: string;
  /** The edit page (default the resource's `<key>/edit`); null when there is none, or not in this state (a job past draft). */
  editPath?: string | null;
  /** Where to go once the record is deleted (default the resource's list). */
  listPath?: string;
  /** How the transitions look (for this record by its title) and what they say once done; without it no transition is offered. */
  moves?: TransitionMoves<T>;
  /** Who may edit and delete (default `update`/`delete` on the resource's subject; `null`: no delete here). */
  rights?: { edit?: Right; delete?: Right | null };
  /** The resource's own actions beside the transitions (a job's clone), each checking its own right. */
  children?: ReactNode;
}

/** Edit, the transitions the record's status allows, and delete after typing its name (spec §4). */
export function ResourceActions<Row, K extends RowKey, T extends string, St extends string>(
  props: ResourceActionsProps<Row, K, T, St>,
) {
  const { api, record, moves, rights = {}, children } = props;
  const { definition } = api;
  const ns = definition.name;
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const can = useCan();
  const navigate = useNavigate();
  const { run, pending } = useResourceTransition<T, K>(api, moves?.done ?? ({} as TransitionDone<T>));
  const { mutation: remove, forget } = api.useDelete();
  const [deleting, setDeleting] = useState(false);
  const key = definition.key.of(record);
  const title = props.title ?? String(definition.title ? record[definition.title] : key);
  const paths = useResourcePaths<K>(ns);
  const editPath = props.editPath === undefined ? paths.edit(key) : props.editPath;
  const listPath = props.listPath ?? paths.list;
  const edit = rights.edit ?? { action: 'update', subject: definition.subject };
  const del = rights.delete === undefined ? { action: 'delete' as const, subject: definition.subject } : rights.delete;

  const destroy = async () => {
    try {
      await remove.mutateAsync(key);
      notify({ type: 'success', message: t(`${ns}.notifications.deleted`, { name: title }) });
      await navigate(listPath, { replace: true });
      forget(key);
    } catch (error) {
      notify({ type: 'error', message: translate(errorMessage(error)) });
      setDeleting(false);
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={t(`${ns}.detail.actions`)}
    >
      {editPath !== null && can(edit.action, edit.subject) ? (
        <Button component={RouterLink} to={editPath} variant="contained">
          {t(`${ns}.actions.edit`)}
        </Button>
      ) : null}
      {moves && definition.transitions ? (
        <TransitionActions
          transitions={definition.transitions.table}
          names={definition.transitions.names}
          status={definition.transitions.status(record)}
          look={moves.looks({ name: title })}
          pending={pending}
          run={(transition, body) => run({ transition, ids: [key], body })}
        />
      ) : null}
      {children}
      {del && can(del.action, del.subject) ? (
        <Button
          variant="outlined"
          color="error"
          {...preloadOn(TypedConfirmDialog)}
          onClick={() => {
            setDeleting(true);
          }}
        >
          {t(`${ns}.actions.delete`)}
        </Button>
      ) : null}
      <PopupOnDemand open={deleting}>
        <TypedConfirmDialog
          open={deleting}
          title={t(`${ns}.confirm.deleteTitle`)}
          description={t(`${ns}.confirm.deleteDescription`, { name: title })}
          label={title}
          // A job is typed by its title, the others by their name (decision 0067).
          typedKind={definition.title === 'title' ? 'title' : 'name'}
          confirmLabel={t(`${ns}.actions.delete`)}
          loading={remove.isPending}
          onConfirm={() => void destroy()}
          onClose={() => {
            setDeleting(false);
          }}
        />
      </PopupOnDemand>
    </Stack>
  );
}
