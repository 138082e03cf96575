import type { Application } from '@portal/contract';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApplicationPaths } from '../../../api/applications/application-paths';
import { CellBadge } from '../../../components/list/cells';
import { useFormatters } from '../../../hooks/use-formatters';
import type { BoardColumn } from '../lib/board-moves';
import { ApplicationStatusChip } from './application-status';

interface BoardCardProps {
  card: Application;
  /** Where it may move (none: the card neither drags nor offers a move). */
  targets: readonly BoardColumn[];
  /** The nearest target one way along the board (1: towards its end), for the arrow keys. */
  step: (direction: 1 | -1) => BoardColumn | undefined;
  /** The hint read with the move button (how the keys move a card). */
  hintId: string;
  onMove: (card: Application, to: BoardColumn) => void;
  onDragStart: (card: Application) => void;
  onDragEnd: () => void;
}

/**
 * A candidate's card: name (a link to the application), status, applied date, knockout mark. It
 * moves by dragging, or from its move button: Enter opens "Move to…", the arrow keys pick the next
 * column in the reading direction (right to left in Arabic); each opens the stage confirmation.
 */
export function BoardCard({ card, targets, step, hintId, onMove, onDragStart, onDragEnd }: BoardCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const paths = useApplicationPaths();
  const rtl = useTheme().direction === 'rtl';
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const movable = targets.length > 0;

  const arrows = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key !== forward && event.key !== back) return;
    event.preventDefault();
    const to = step(event.key === forward ? 1 : -1);
    if (to) onMove(card, to);
  };
  const dragStart = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', card.uuid);
    onDragStart(card);
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      draggable={movable}
      onDragStart={movable ? dragStart : undefined}
      onDragEnd={onDragEnd}
      data-testid={`card-${card.uuid}`}
      sx={{ p: 1.5, listStyle: 'none', cursor: movable ? 'grab' : undefined }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={paths.detail(card.uuid)} sx={{ fontWeight: 600 }}>
          {card.seeker.name}
        </Link>
        {movable ? (
          <IconButton
            size="small"
            aria-label={t('applications.board.moveCard', { name: card.seeker.name })}
            aria-describedby={hintId}
            data-move={card.uuid}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onKeyDown={arrows}
            onClick={(event) => {
              setAnchor(event.currentTarget);
            }}
          >
            <MoreHorizIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <ApplicationStatusChip status={card.status} />
        {card.knocked_out ? (
          <CellBadge tone="error" outlined>
            {t('applications.fields.knocked_out')}
          </CellBadge>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('applications.board.applied', { date: format.date(card.applied_at) })}
      </Typography>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
        slotProps={{ list: { 'aria-label': t('applications.board.moveTo') } }}
      >
        {targets.map((column) => (
          <MenuItem
            key={column.stage ?? ''}
            onClick={() => {
              setAnchor(null);
              onMove(card, column);
            }}
          >
            {column.label}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
