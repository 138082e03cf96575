import { APPLICATION_RECIPIENTS, type ApplicationRecipient, type ApplicationStatus } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormDialogActions } from '../../../components/form/form-dialog-actions';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { useApplicationStages } from '../../../api/application-stages/application-stages';
import { useChangeApplications, type ChangeKind } from '../api/change-applications';
import { useMoveRecipients } from '../api/move-recipients';
import { stageTargets, statusTargets, stuckStatuses } from '../lib/change-moves';
import { useChangeWords, type ChangeRow } from './change-summary';
import { TargetSelect } from './target-select';

interface ChangeDialogProps {
  kind: ChangeKind;
  /** The applications to change, as they are now (one: its page; several: the list's selection). */
  rows: readonly ChangeRow[];
  onClose: () => void;
  /** After the change succeeded (the list empties its selection). */
  onDone?: () => void;
  /** A target chosen already (the pipeline board: the column a card was dropped on); still changeable. */
  target?: string | null;
}

// A target's value in the select: a stage may be none, which a select cannot hold as null.
const NONE = '\u0000none';

/**
 * The confirmation of a status or stage change (spec §4): from what to what — each current value
 * of a selection with its count — only the targets allowed from every selected status (or why
 * there are none), and who is mailed (nobody unless ticked). A refused change (409) shows the API's
 * message and keeps the dialog open; MUI traps the focus and Escape closes.
 */
export function ChangeDialog({ kind, rows, onClose, onDone, target: preset }: ChangeDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const words = useChangeWords(kind);
  const { stages } = useApplicationStages();
  const change = useChangeApplications();
  const mailed = useMoveRecipients(rows.map((row) => row.uuid)).data;
  const [target, setTarget] = useState(preset === undefined ? '' : (preset ?? NONE));
  const [recipients, setRecipients] = useState<ApplicationRecipient[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const statuses = rows.map((row) => row.status);
  const targets = kind === 'status' ? statusTargets(statuses) : stageTargets(rows, stages);
  const stuck = stuckStatuses(statuses).map((status) => t(`applications.status.${status}`));
  const stuckWord = stuck.length > 0 ? t('applications.change.noStatusMove', { statuses: stuck.join(', ') }) : null;
  const blocked = targets.length > 0 ? null : kind === 'status' ? stuckWord : t('applications.change.noStageMove');
  // Why some targets are missing: a status that goes nowhere, or several statuses with fewer moves in common.
  const hint =
    kind !== 'status'
      ? null
      : (stuckWord ?? (new Set(statuses).size > 1 ? t('applications.change.offeredOnly') : null));
  const chosen = target === '' ? undefined : target === NONE ? null : target;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen === undefined) {
      setProblem(t('applications.change.required'));
      return;
    }
    setFailure(null);
    const ids = rows.map((row) => row.uuid);
    try {
      const toMail = recipients.filter((r) => mailed?.[r].length !== 0);
      await (kind === 'status'
        ? change.mutateAsync({ kind, ids, value: chosen as ApplicationStatus, notify: toMail })
        : change.mutateAsync({ kind, ids, value: chosen, notify: toMail }));
      const done = kind === 'status' ? 'statusChanged' : 'stageChanged';
      notify({
        type: 'success',
        message:
          ids.length === 1
            ? t(`applications.notifications.${done}`)
            : t(`applications.notifications.${done}Many`, { count: ids.length }),
      });
      onDone?.();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const toggle = (recipient: ApplicationRecipient, on: boolean) => {
    setRecipients((now) => APPLICATION_RECIPIENTS.filter((r) => (r === recipient ? on : now.includes(r))));
  };

  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-move`}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>
          {t(kind === 'status' ? 'applications.change.statusTitle' : 'applications.change.stageTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography id={`${id}-move`} aria-live="polite" sx={{ fontWeight: 600 }}>
              {chosen === undefined
                ? words.current(rows)
                : t('applications.change.move', { from: words.current(rows), to: words.label(chosen) })}
            </Typography>
            {blocked ? (
              <Alert severity="info">{blocked}</Alert>
            ) : (
              <TargetSelect
                label={t(kind === 'status' ? 'applications.change.newStatus' : 'applications.change.newStage')}
                value={target}
                options={targets.map((value) => ({ value: value ?? NONE, label: words.label(value) }))}
                error={problem}
                hint={hint}
                onChange={(value) => {
                  setTarget(value);
                  setProblem(null);
                }}
              />
            )}
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('applications.change.notify')}</FormLabel>
              <Typography variant="body2" color="text.secondary">
                {t('applications.change.notifyHint')}
              </Typography>
              <FormGroup>
                {APPLICATION_RECIPIENTS.map((recipient) => {
                  // Who this group is, named before the move; an empty group cannot be chosen (decision 0068).
                  const people = mailed?.[recipient];
                  const nobody = people?.length === 0;
                  return (
                    <Stack key={recipient}>
                      <FormControlLabel
                        control={
                          <Checkbox
                            checked={recipients.includes(recipient) && !nobody}
                            disabled={nobody}
                            onChange={(event) => {
                              toggle(recipient, event.target.checked);
                            }}
                          />
                        }
                        label={t(`applications.change.recipients.${recipient}`)}
                      />
                      {people ? (
                        <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
                          {nobody
                            ? t('applications.change.nobodyToMail')
                            : t('applications.change.willMail', {
                                people: people.map((p) => `${p.name} <${p.email}>`).join(', '),
                              })}
                        </Typography>
                      ) : null}
                    </Stack>
                  );
                })}
              </FormGroup>
            </FormControl>
            <FormAlert message={failure} />
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitting={change.isPending}
          submitLabel={t('applications.change.confirm')}
        />
      </form>
    </Dialog>
  );
}
