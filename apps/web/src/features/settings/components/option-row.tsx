import type { FieldOption } from '@portal/contract';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RenameOptionForm } from './rename-option-form';

export type MoveDirection = 'up' | 'down';

interface OptionRowProps {
  option: FieldOption;
  index: number;
  count: number;
  canUpdate: boolean;
  busy: boolean;
  renaming: boolean;
  onRenaming: (renaming: boolean) => void;
  rename: (label: string) => Promise<unknown>;
  onMove: (direction: MoveDirection) => void;
  onRetire: (retired: boolean) => void;
  /** Where the list keeps the row's move buttons, to give the focus back after a move. */
  moveButtonRef: (direction: MoveDirection) => (element: HTMLButtonElement | null) => void;
}

/** One option: its position, name, stored value and state, with move, rename and retire/restore. */
export function OptionRow(props: OptionRowProps) {
  const { option, index, count, canUpdate, busy, renaming } = props;
  const { t } = useTranslation();
  const label = option.label;
  // When the inline rename closes (saved, cancelled or Escape) it takes the focus with it: the focus
  // goes back to the row's rename button instead of the page's start (unless it is already elsewhere).
  const renameButton = useRef<HTMLButtonElement>(null);
  const wasRenaming = useRef(renaming);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasRenaming.current && !renaming && lost) renameButton.current?.focus();
    wasRenaming.current = renaming;
  }, [renaming]);
  const move = (direction: MoveDirection, disabled: boolean) => {
    const name = t(direction === 'up' ? 'settings.options.moveUp' : 'settings.options.moveDown', { label });
    return (
      <Tooltip title={name}>
        <span>
          <IconButton
            aria-label={name}
            disabled={disabled || busy}
            ref={props.moveButtonRef(direction)}
            onClick={() => {
              props.onMove(direction);
            }}
          >
            {direction === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap', opacity: option.retired ? 0.85 : 1 }}>
      <Typography
        aria-label={t('settings.options.position', { position: index + 1, total: count })}
        color="text.secondary"
        sx={{ minWidth: '2ch', textAlign: 'end' }}
      >
        {index + 1}
      </Typography>
      {renaming ? (
        <RenameOptionForm
          label={label}
          rename={props.rename}
          onDone={() => {
            props.onRenaming(false);
          }}
        />
      ) : (
        <Stack sx={{ flex: 1, minWidth: 160 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 500 }}>{label}</Typography>
            {option.retired ? <Chip size="small" label={t('settings.options.retired')} /> : null}
          </Stack>
          <Typography variant="caption" color="text.secondary">
            {t('settings.options.value')}: <bdi dir="ltr">{option.value}</bdi>
          </Typography>
        </Stack>
      )}
      {canUpdate && !renaming ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {move('up', index === 0)}
          {move('down', index === count - 1)}
          <Tooltip title={t('settings.options.rename', { label })}>
            <IconButton
              ref={renameButton}
              aria-label={t('settings.options.rename', { label })}
              disabled={busy}
              onClick={() => {
                props.onRenaming(true);
              }}
            >
              <EditOutlinedIcon />
            </IconButton>
          </Tooltip>
          <Button
            size="small"
            color={option.retired ? 'primary' : 'inherit'}
            disabled={busy}
            aria-label={t(option.retired ? 'settings.options.restore' : 'settings.options.retire', { label })}
            onClick={() => {
              props.onRetire(!option.retired);
            }}
          >
            {t(option.retired ? 'settings.options.restoreAction' : 'settings.options.retireAction')}
          </Button>
        </Stack>
      ) : null}
    </ListItem>
  );
}
