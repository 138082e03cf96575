import type { Application } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../hooks/use-formatters';
import { useBoardColumn } from '../api/board-column';
import { CARD_GAP, useCardWindow } from '../hooks/use-card-window';
import type { BoardColumn as Column } from '../lib/board-moves';
import { BoardCard } from './board-card';

export interface BoardMoves {
  /** The card being dragged, if any: a column it may enter takes the drop. */
  dragging: Application | null;
  accepts: (card: Application, column: Column) => boolean;
  targetsOf: (card: Application) => Column[];
  stepOf: (card: Application, direction: 1 | -1) => Column | undefined;
  canMove: boolean;
  hintId: string;
  onMove: (card: Application, to: Column) => void;
  onDragStart: (card: Application) => void;
  onDragEnd: () => void;
}

/**
 * One stage of the board: its heading with the count of its applications (the API's total), the
 * cards loaded so far (50 a page, "Load more" for the next) — of which only those on screen are drawn
 * (`useCardWindow`), the others' height kept as padding — and a drop zone while a card that may enter
 * is dragged. A retired stage shows only while it still holds applications.
 */
export function BoardColumn({ job, column, moves }: { job: string; column: Column; moves: BoardMoves }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = useId();
  const [over, setOver] = useState(false);
  const query = useBoardColumn(job, column.stage);
  const first = query.data?.pages[0]?.meta;
  const cards = query.data?.pages.flatMap((page) => page.data) ?? [];
  const { list, start, end, padTop, padBottom } = useCardWindow(
    cards.length,
    moves.dragging ? cards.findIndex((card) => card.uuid === moves.dragging?.uuid) : -1,
  );
  if (column.retired && first?.total === 0) return null;
  const open = moves.dragging !== null && moves.accepts(moves.dragging, column);

  const dragOver = (event: DragEvent) => {
    if (!open) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    setOver(false);
    if (!open || moves.dragging === null) return;
    event.preventDefault();
    moves.onMove(moves.dragging, column);
  };

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      onDragOver={dragOver}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={drop}
      sx={{
        flex: '0 0 17rem',
        p: 1.5,
        bgcolor: 'action.hover',
        outline: over ? '2px dashed' : open ? '1px dashed' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Typography component="h2" variant="subtitle1" id={headingId} sx={{ fontWeight: 600, mb: 1 }}>
        {column.label}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {first
            ? t(first.total_capped ? 'applications.board.countAbout' : 'applications.board.count', {
                total: format.number(first.total),
              })
            : null}
        </Box>
      </Typography>
      {query.isError ? <Alert severity="error">{t('applications.board.loadError')}</Alert> : null}
      {query.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {query.isSuccess && cards.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('applications.board.empty')}
        </Typography>
      ) : null}
      <Box
        component="ul"
        ref={list}
        sx={{ display: 'flex', flexDirection: 'column', gap: `${String(CARD_GAP)}px`, m: 0, p: 0 }}
        style={{ paddingTop: padTop, paddingBottom: padBottom }}
      >
        {cards.slice(start, end).map((card) => {
          const targets = moves.canMove ? moves.targetsOf(card) : [];
          return (
            <BoardCard
              key={card.uuid}
              card={card}
              targets={targets}
              step={(direction) => moves.stepOf(card, direction)}
              hintId={moves.hintId}
              onMove={moves.onMove}
              onDragStart={moves.onDragStart}
              onDragEnd={moves.onDragEnd}
            />
          );
        })}
      </Box>
      {query.hasNextPage ? (
        <Button
          fullWidth
          size="small"
          sx={{ mt: 1 }}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          aria-label={t('applications.board.loadMoreOf', { stage: column.label })}
        >
          {t('applications.board.loadMore')}
        </Button>
      ) : null}
    </Paper>
  );
}
