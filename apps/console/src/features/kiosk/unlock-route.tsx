/**
 * The supervisor's PIN: set on first use (typed twice), then asked before manual
 * presence, approvals, settings and logout. 5 wrong tries lock it out (core/rules/kiosk-pin).
 */
import { consoleLabels, pinLabels } from '@upah/core/catalogue/labels-console';
import { newPinRule, triesLeft } from '@upah/core/rules/kiosk-pin';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { Form } from '@upah/ui/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { consoleMode } from '../../lib/console-mode';
import { kioskLock, setPin, unlock } from '../../lib/kiosk-lock';
import { useCopy } from '../../lib/use-copy';

function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.scan;
}

/** A PIN box: digits only (anything else typed is dropped), at most 8, hidden. */
function PinField({
  onChange,
  ...props
}: {
  label: string;
  name: string;
  value: string;
  onChange: (digits: string) => void;
  error: string | null;
  autoFocus?: boolean;
}) {
  return (
    <Field
      {...props}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}

export default function UnlockRoute() {
  const { label } = useCopy();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { hasPin } = useSnapshot(kioskLock);
  const atGate = useSnapshot(consoleMode).current === 'gate';
  const [pin, setPinText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    setError(null);
    if (!hasPin) {
      const rule = newPinRule(pin, repeat);
      if (!rule.ok) return setError(label(rule.reason === 'format' ? pinLabels.format : pinLabels.mismatch));
      setBusy(true);
      await setPin(pin);
      setBusy(false);
      return navigate(next, { replace: true });
    }
    setBusy(true);
    const outcome = await unlock(pin);
    setBusy(false);
    if (outcome.ok) return navigate(next, { replace: true });
    setPinText('');
    setError(
      outcome.lockedForMs > 0
        ? label(pinLabels.lockedOut, { seconds: Math.ceil(outcome.lockedForMs / 1000) })
        : label(pinLabels.wrong, { left: triesLeft(outcome.attempts) }),
    );
  };

  return (
    <main className="panel panel--narrow">
      <h1 className="panel__title">{label(hasPin ? pinLabels.enterTitle : pinLabels.createTitle)}</h1>
      {hasPin ? null : <p className="muted">{label(pinLabels.createHint)}</p>}
      <Form onSubmit={submit}>
        <PinField
          label={label(pinLabels.pin)}
          name="pin"
          value={pin}
          onChange={setPinText}
          error={hasPin ? error : null}
          autoFocus
        />
        {hasPin ? null : (
          <PinField
            label={label(pinLabels.repeat)}
            name="repeat"
            value={repeat}
            onChange={setRepeat}
            error={error}
          />
        )}
        <div className="row">
          {atGate ? (
            <Button variant="secondary" onClick={() => navigate(paths.scan, { replace: true })}>
              {label(consoleLabels.backToScan)}
            </Button>
          ) : null}
          <Button type="submit" busy={busy} disabled={pin.length === 0}>
            {label(hasPin ? pinLabels.unlock : pinLabels.save)}
          </Button>
        </div>
      </Form>
    </main>
  );
}
