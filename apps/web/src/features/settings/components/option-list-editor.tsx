import type { CreateOption, FieldOption } from '@portal/contract';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { LiveStatus } from '../../../components/text/live-status';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { useAddOption } from '../api/add-option';
import type { OptionListTarget } from '../api/option-list-target';
import { useRenameOption } from '../api/rename-option';
import { useReorderOptions } from '../api/reorder-options';
import { useSetOptionRetired } from '../api/retire-option';
import { AddOptionForm } from './add-option-form';
import { OptionRow, type MoveDirection } from './option-row';

interface OptionListEditorProps {
  /** The list's name, for its accessible label. */
  label: string;
  options: readonly FieldOption[];
  target: OptionListTarget;
  canUpdate: boolean;
  addTitle: string;
  /** The new option's name field ("Option name", "Stage name"). */
  nameLabel: string;
  emptyText: string;
}

/** The list with the moved row and which of its buttons should get the focus back. */
interface PendingFocus {
  id: number;
  direction: MoveDirection;
}

/**
 * An ordered option list: add, rename, move up or down (by keyboard too: the focus stays on the
 * moved row and the move is announced), retire and restore. Read-only without `update settings`.
 */
export function OptionListEditor(props: OptionListEditorProps) {
  const { label, options, target, canUpdate, addTitle, nameLabel, emptyText } = props;
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const add = useAddOption(target);
  const rename = useRenameOption(target);
  const reorder = useReorderOptions(target);
  const retire = useSetOptionRetired(target);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<PendingFocus | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const busy = reorder.isPending || retire.isPending;

  const failed = (error: unknown) => {
    notify({ type: 'error', message: translate(errorMessage(error)) });
  };

  // Once the list shows the new order (and its buttons are enabled again), the moved row's button
  // in the same direction gets the focus back, or the other one at the list's end.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || busy) return;
    pendingFocus.current = null;
    const index = options.findIndex((option) => option.id === pending.id);
    const atEdge = pending.direction === 'up' ? index === 0 : index === options.length - 1;
    const direction = atEdge ? (pending.direction === 'up' ? 'down' : 'up') : pending.direction;
    buttons.current.get(`${String(pending.id)}:${direction}`)?.focus();
  }, [options, busy]);

  const move = (option: FieldOption, index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = options.map((o) => o.id);
    ids.splice(index, 1);
    ids.splice(to, 0, option.id);
    pendingFocus.current = { id: option.id, direction };
    reorder.mutate(ids, {
      onSuccess: () => {
        setAnnouncement(t('settings.options.moved', { label: option.label, position: to + 1, total: options.length }));
      },
      onError: failed,
    });
  };

  const setRetired = (option: FieldOption, retired: boolean) => {
    retire.mutate(
      { id: option.id, retired },
      {
        onSuccess: () => {
          notify({
            type: 'success',
            message: t(retired ? 'settings.options.retiredNotice' : 'settings.options.restoredNotice', {
              label: option.label,
            }),
          });
        },
        onError: failed,
      },
    );
  };

  return (
    <Stack spacing={3}>
      {options.length ? (
        <List
          component="ol"
          aria-label={label}
          disablePadding
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {options.map((option, index) => (
            <OptionRow
              key={option.id}
              option={option}
              index={index}
              count={options.length}
              canUpdate={canUpdate}
              busy={busy}
              renaming={renamingId === option.id}
              onRenaming={(on) => {
                setRenamingId(on ? option.id : null);
              }}
              rename={async (newLabel) => {
                await rename.mutateAsync({ id: option.id, label: newLabel });
                notify({ type: 'success', message: t('settings.options.renamed', { label: newLabel }) });
              }}
              onMove={(direction) => {
                move(option, index, direction);
              }}
              onRetire={(retired) => {
                setRetired(option, retired);
              }}
              moveButtonRef={(direction) => (element) => {
                const key = `${String(option.id)}:${direction}`;
                if (element) buttons.current.set(key, element);
                else buttons.current.delete(key);
              }}
            />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{emptyText}</Typography>
      )}
      <LiveStatus>{announcement}</LiveStatus>
      {canUpdate ? (
        <AddOptionForm
          title={addTitle}
          nameLabel={nameLabel}
          add={async (values: CreateOption) => {
            await add.mutateAsync(values);
            notify({ type: 'success', message: t('settings.options.added', { label: values.label }) });
          }}
        />
      ) : null}
    </Stack>
  );
}
