import { FLAGGED_JOB_TRANSITIONS, type FlaggedJob } from '@portal/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { ListLoadError } from '../../../components/list/list-load-error';
import { TransitionActions } from '../../../components/list/transition-actions';
import { useResourceTransition } from '../../../components/resource/use-resource-transitions';
import { useRunTransition } from '../../../hooks/use-run-transition';
import { isApiError } from '../../../lib/api-client';
import { flaggedJobsApi } from '../api/flagged-job-resource';
import { FLAGGED_JOB_MOVES, jobStatusOf, useFlaggedJobMove, type FlaggedJobMove } from '../api/job-moves';
import { JOB_MOVE_DONE, useDismissMoves, useJobMoveLooks } from './flagged-job-looks';
import { FlaggedJobReports } from './flagged-job-reports';

const MOVE_NOTICES = Object.fromEntries(
  Object.entries(JOB_MOVE_DONE).map(([name, done]) => [
    name,
    { one: `flaggedJobs.notifications.${done}`, many: `flaggedJobs.notifications.${done}` },
  ]),
) as Record<FlaggedJobMove, { one: string; many: string }>;

/**
 * A flagged job's open reports (`GET /v1/site/flagged-jobs/{uuid}`) and what staff do about them:
 * dismiss the reports (the dialog closes: the job leaves the list), unlist or expire the job.
 */
export function FlaggedJobDialog({ row, onClose }: { row: FlaggedJob; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const detail = flaggedJobsApi.useDetail(row.uuid);
  const dismissMoves = useDismissMoves();
  const dismiss = useResourceTransition(flaggedJobsApi, dismissMoves.done);
  const move = useRunTransition(useFlaggedJobMove(), MOVE_NOTICES);
  const dismissLook = dismissMoves.looks({ name: row.title });
  const moveLook = useJobMoveLooks(row.title);
  const status = jobStatusOf(detail.data?.job_status ?? row.job_status);
  // Gone since the list was read (dismissed by someone else), or never this site's: nothing to act on.
  const gone = isApiError(detail.error) && detail.error.status === 404;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('flaggedJobs.detail.title', { count: detail.data?.reports.length ?? row.reports_count })}{' '}
        <bdi>{row.title}</bdi>
      </DialogTitle>
      <DialogContent>
        {gone ? (
          <Typography color="text.secondary">{t('flaggedJobs.detail.notFound')}</Typography>
        ) : detail.isError ? (
          <ListLoadError error={detail.error} retry={() => void detail.refetch()} />
        ) : detail.data ? (
          <FlaggedJobReports reports={detail.data.reports} />
        ) : (
          <PageSpinner fullScreen={false} />
        )}
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexGrow: 1 }}>
          {gone ? null : (
            <TransitionActions
              transitions={FLAGGED_JOB_TRANSITIONS}
              names={['dismiss']}
              status="open"
              look={dismissLook}
              pending={dismiss.pending}
              run={async (transition) => {
                const done = await dismiss.run({ transition, ids: [row.uuid] });
                if (done) onClose();
                return done;
              }}
            />
          )}
          {status && !gone ? (
            <TransitionActions
              transitions={FLAGGED_JOB_MOVES}
              names={['unlist', 'expire']}
              status={status}
              look={moveLook}
              pending={move.pending}
              run={(transition) => move.run({ transition, ids: [row.uuid] })}
            />
          ) : null}
        </Stack>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
