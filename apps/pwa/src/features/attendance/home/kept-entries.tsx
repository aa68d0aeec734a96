/**
 * Clock entries kept on the phone (DESIGN "Offline on the phone"), on the attendance home: each waiting entry
 * with its tap time and a retry button, and each entry the server refused with its reason and what to do
 * (ask the supervisor for a manual presence), until the employee dismisses it.
 */
import { formatTime } from '@upah/core/format';
import { dismissRefused, retryClockQueue } from '@upah/core/stores/clock-queue';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useClockQueue } from '../clock/use-clock-queue';
import { useText } from '../use-text';

export function KeptEntries() {
  const { text } = useText();
  const { queue, refused } = useClockQueue();
  const pending = queue?.pending ?? [];
  const typeText = (type: string) => text(type === 'clock-in' ? 'clockIn' : 'clockOut');
  if (pending.length === 0 && refused.length === 0) return null;
  return (
    <>
      {pending.length > 0 ? (
        <section className="att-card" aria-labelledby="kept-title" data-testid="kept-entries">
          <h2 id="kept-title" className="att-card__title">
            {text('keptTitle')}
          </h2>
          <ul className="att-kept">
            {pending.map((entry) => (
              <li key={entry.idempotencyKey} data-testid="kept-entry">
                {text('keptEntry', { type: typeText(entry.kind), time: formatTime(entry.happenedAt) })}
              </li>
            ))}
          </ul>
          <p className="muted">{text('keptHint')}</p>
          <Button variant="secondary" busy={queue?.flushing === true} onClick={() => void retryClockQueue()}>
            {text('sendNow')}
          </Button>
        </section>
      ) : null}
      {refused.map((entry) => (
        <Alert key={entry.key} kind="danger" role="alert">
          <strong>{text('refusedTitle')}</strong>
          <span data-testid="refused-entry">
            {' '}
            {text('keptEntry', { type: typeText(entry.type), time: formatTime(entry.happenedAt) })}:{' '}
            {entry.reason}
          </span>{' '}
          {text('askManual')}{' '}
          <Button variant="link" onClick={() => void dismissRefused(entry.key)}>
            {text('dismiss')}
          </Button>
        </Alert>
      ))}
    </>
  );
}
