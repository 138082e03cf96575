import type { Application } from '@portal/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onDemand, preloadOn } from '../../../components/on-demand/on-demand';
import { useCan } from '../../../lib/session-context';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { boardColumns, dropTargets, nextTarget, type BoardColumn as Column } from '../lib/board-moves';
import { BoardColumn, type BoardMoves } from './board-column';
import { LiveStatus } from '../../../components/text/live-status';

// The stage confirmation and its form kit load when a pointer or the focus enters the board, not with its first paint.
const ChangeDialog = onDemand(() => import('./change-dialog').then((m) => m.ChangeDialog));

interface Move {
  card: Application;
  from: string;
  to: Column;
}

/**
 * A job's applications by stage (decision 0050): "No stage", then the site's stages in order, each
 * column paged on its own. Dropping a card on a column, or choosing one from its move button or
 * the arrow keys, opens the list's stage confirmation (from → to, who is mailed); the move is
 * posted from there, a refusal shows there and the card stays, success refreshes the columns. A
 * live region says what happened, for those who moved the card by keyboard.
 */
export function PipelineBoard({ job }: { job: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const hintId = useId();
  const { stages, labelOf } = useApplicationStages();
  const columns = useMemo(() => boardColumns(stages, t('applications.noStage')), [stages, t]);
  const [dragging, setDragging] = useState<Application | null>(null);
  const [move, setMove] = useState<Move | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moved = useRef(false);
  const board = useRef<HTMLDivElement>(null);
  // Once the dialog has gone: focus the card's move button where the card now is (its old one may be gone).
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (move !== null || refocus.current === null) return;
    board.current?.querySelector<HTMLElement>(`[data-move="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [move]);
  const stageName = (stage: string | null) => (stage === null ? t('applications.noStage') : labelOf(stage));

  const moves: BoardMoves = {
    dragging,
    canMove: can('update', 'applications'),
    hintId,
    accepts: (card, column) => dropTargets(card, columns, stages).includes(column),
    targetsOf: (card) => dropTargets(card, columns, stages),
    stepOf: (card, direction) => nextTarget(card, columns, stages, direction),
    onMove: (card, to) => {
      moved.current = false;
      setDragging(null);
      setMove({ card, from: stageName(card.stage), to });
      setAnnouncement('');
    },
    onDragStart: setDragging,
    onDragEnd: () => {
      setDragging(null);
    },
  };

  const words = (done: Move) => ({ name: done.card.seeker.name, from: done.from, to: done.to.label });
  return (
    <>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('applications.board.hint')}
      </Typography>
      <Box
        ref={board}
        role="region"
        aria-label={t('applications.board.label')}
        tabIndex={0}
        {...preloadOn(ChangeDialog)}
        onDragStart={ChangeDialog.preload}
        sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', overflowX: 'auto', pb: 2 }}
      >
        {columns.map((column) => (
          <BoardColumn key={column.stage ?? ''} job={job} column={column} moves={moves} />
        ))}
      </Box>
      <LiveStatus>{announcement}</LiveStatus>
      {move ? (
        <Suspense fallback={null}>
          <ChangeDialog
            kind="stage"
            rows={[move.card]}
            target={move.to.stage}
            onDone={() => {
              moved.current = true;
              setAnnouncement(t('applications.board.moved', words(move)));
            }}
            onClose={() => {
              if (!moved.current) setAnnouncement(t('applications.board.stayed', words(move)));
              refocus.current = move.card.uuid;
              setMove(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
