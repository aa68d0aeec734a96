/**
 * Manual presence (issue 8 "Manual presence"; SPEC §2 Supervisor Absen, §5 "submit needs a time"): a searchable
 * list of direct subordinates with today's schedule and what this console recorded for them, the type, a
 * required time and an optional photo from the tablet camera. It goes through the same offline queue as the
 * scans, as presenceType 'manual' (it waits for approval).
 */
import { t, tr } from '@upah/core/catalogue';
import { consoleLabels, manualLabels, scanLabels } from '@upah/core/catalogue/labels-console';
import { jakartaDate } from '@upah/core/format';
import { manualPresenceRequest } from '@upah/core/rules/supervisor';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLang } from '../../lib/lang';
import { showNotice } from '../../lib/notice';
import { presenceQueue } from '../../lib/presence-queue';
import { loadSubordinates, subordinatesStore } from '../../lib/subordinates';
import { ScreenHeader } from '../../ui/screen-header';
import { matchesSearch, todayStatus } from './manual-presence';

export default function ManualRoute() {
  const lang = useLang();
  const { subordinates: list } = useSnapshot(subordinatesStore);
  const queue = useSnapshot(presenceQueue.state);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [type, setType] = useState<'clock-in' | 'clock-out'>('clock-in');
  const [time, setTime] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void loadSubordinates();
  }, []);

  const shown = useMemo(() => list.filter((s) => matchesSearch(s.name, search)), [list, search]);
  const subordinate = list.find((s) => s.id === chosen) ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // No position: the tablet stands at the gate (0, 0 is sent as "unknown").
    const request = manualPresenceRequest({
      subordinate,
      type,
      date: jakartaDate(Date.now()),
      time,
      latitude: 0,
      longitude: 0,
      photo: null,
    });
    if (!request.ok) return setError(t(request.message, lang));
    setError(null);
    const { ok: _ok, ...action } = request;
    const at = Date.parse(request.type === 'clock-in' ? request.body.clockIn : request.body.clockOut);
    await presenceQueue.enqueue(
      'manual-presence',
      { ...action, photo },
      { happenedAt: at, label: subordinate?.name },
    );
    showNotice('success', t('subordinatePresenceSuccess', lang));
    setTime('');
    setPhoto(null);
    setChosen(null);
  };

  return (
    <div className="panel">
      <ScreenHeader title={tr(consoleLabels.manual, lang)} />
      <form className="manual" onSubmit={submit} noValidate>
        <section className="manual__list">
          <Field
            label={tr(manualLabels.search, lang)}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <fieldset className="choice choice--list">
            <legend>{tr(manualLabels.subordinate, lang)}</legend>
            {shown.map((s) => (
              <label key={s.id} className="choice__option choice__option--row">
                <input
                  type="radio"
                  name="subordinate"
                  checked={chosen === s.id}
                  onChange={() => setChosen(s.id)}
                />
                <span className="choice__name">{s.name}</span>
                <span className="muted">{tr(todayStatus(s, queue.pending), lang)}</span>
              </label>
            ))}
          </fieldset>
        </section>
        <section className="manual__form stack">
          <fieldset className="choice">
            <legend>{tr(manualLabels.type, lang)}</legend>
            {(['clock-in', 'clock-out'] as const).map((value) => (
              <label key={value} className="choice__option">
                <input type="radio" name="type" checked={type === value} onChange={() => setType(value)} />
                {tr(value === 'clock-in' ? scanLabels.clockIn : scanLabels.clockOut, lang)}
              </label>
            ))}
          </fieldset>
          <Field
            label={tr(manualLabels.time, lang)}
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
            error={error}
          />
          <label className="field">
            <span className="field__label">{tr(manualLabels.photo, lang)}</span>
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
          </label>
          <Button type="submit" block disabled={subordinate === null}>
            {tr(manualLabels.submit, lang)}
          </Button>
        </section>
      </form>
    </div>
  );
}
