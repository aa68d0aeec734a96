/**
 * The supervisor's PIN (issue 8 "Kiosk lock"): set on first use (typed twice), then asked before manual
 * presence, approvals, settings and logout. 5 wrong tries lock it out (core/rules/kiosk-pin).
 */
import { tr } from '@upah/core/catalogue';
import { consoleLabels, pinLabels } from '@upah/core/catalogue/labels-console';
import { newPinRule, triesLeft } from '@upah/core/rules/kiosk-pin';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { kioskLock, setPin, unlock } from '../../lib/kiosk-lock';
import { useLang } from '../../lib/lang';

function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.scan;
}

export default function UnlockRoute() {
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { hasPin } = useSnapshot(kioskLock);
  const [pin, setPinText] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (!hasPin) {
      const rule = newPinRule(pin, repeat);
      if (!rule.ok)
        return setError(tr(rule.reason === 'format' ? pinLabels.format : pinLabels.mismatch, lang));
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
        ? tr(pinLabels.lockedOut, lang, { seconds: Math.ceil(outcome.lockedForMs / 1000) })
        : tr(pinLabels.wrong, lang, { left: triesLeft(outcome.attempts) }),
    );
  };

  return (
    <main className="panel panel--narrow">
      <h1 className="panel__title">{tr(hasPin ? pinLabels.enterTitle : pinLabels.createTitle, lang)}</h1>
      {hasPin ? null : <p className="muted">{tr(pinLabels.createHint, lang)}</p>}
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label={tr(pinLabels.pin, lang)}
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          onChange={(e) => setPinText(e.target.value.replace(/\D/g, ''))}
          error={hasPin ? error : null}
          autoFocus
        />
        {hasPin ? null : (
          <Field
            label={tr(pinLabels.repeat, lang)}
            name="repeat"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={repeat}
            onChange={(e) => setRepeat(e.target.value.replace(/\D/g, ''))}
            error={error}
          />
        )}
        <div className="row">
          <Button variant="secondary" onClick={() => navigate(paths.scan, { replace: true })}>
            {tr(consoleLabels.backToScan, lang)}
          </Button>
          <Button type="submit" busy={busy} disabled={pin.length === 0}>
            {tr(hasPin ? pinLabels.unlock : pinLabels.save, lang)}
          </Button>
        </div>
      </form>
    </main>
  );
}
