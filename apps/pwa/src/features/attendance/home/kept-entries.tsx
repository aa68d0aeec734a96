/**
 * Clock entries kept on the phone (DESIGN "Offline on the phone"), on the attendance home: each waiting entry
 * with its tap time and a retry button, and each entry the server refused with its reason and what to do
 * (ask the supervisor for a manual presence), until the employee dismisses it.
 */

import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceHomeLabels } from '@upah/core/catalogue/labels-attendance-home';
import { formatTime } from '@upah/core/format';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { useCopy } from '../../../lib/use-copy';
import { useClockQueue } from '../clock/use-clock-queue';

/** The queue's actions, loaded with it after the first render when the phone holds entries (use-clock-queue). */
const clockQueue = () => import('@upah/core/stores/clock-queue');

export function KeptEntries() {
  const { label } = useCopy();
  const { queue, refused } = useClockQueue('when-kept');
  const pending = queue?.pending ?? [];
  const typeText = (type: string) =>
    label(type === 'clock-in' ? attendanceLabels.clockIn : attendanceLabels.clockOut);
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <>
      {pending.length > 0 ? (
        <section className="att-card" aria-labelledby="kept-title" data-testid="kept-entries">
          <h2 id="kept-title" className="att-card__title">
            {label(attendanceHomeLabels.keptTitle)}
          </h2>
          <ul className="att-kept">
            {pending.map((entry) => (
              <li key={entry.idempotencyKey} data-testid="kept-entry">
                {label(attendanceHomeLabels.keptEntry, {
                  type: typeText(entry.kind),
                  time: formatTime(entry.happenedAt),
                })}
              </li>
            ))}
          </ul>
          <p className="muted">{label(attendanceHomeLabels.keptHint)}</p>
          <Button
            variant="secondary"
            busy={queue?.flushing === true}
            onClick={() => void clockQueue().then((queue) => queue.retryClockQueue())}
          >
            {label(attendanceHomeLabels.sendNow)}
          </Button>
        </section>
      ) : null}
      {refused.map((entry) => (
        <Alert key={entry.key} kind="danger" role="alert">
          <strong className="att-refused__title">{label(attendanceHomeLabels.refusedTitle)}</strong>
          <span className="att-refused__line" data-testid="refused-entry">
            {label(attendanceHomeLabels.keptEntry, {
              type: typeText(entry.type),
              time: formatTime(entry.happenedAt),
            })}
            : {entry.reason}
          </span>
          <span className="att-refused__line">{label(attendanceHomeLabels.askManual)}</span>
          <Button
            variant="link"
            onClick={() => void clockQueue().then((queue) => queue.dismissRefused(entry.key))}
          >
            {label(attendanceHomeLabels.dismiss)}
          </Button>
        </Alert>
      ))}
    </>
  );
}
