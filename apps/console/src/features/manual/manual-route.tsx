/**
 * Manual presence (SPEC §2 Supervisor Absen, §5 "submit needs a time"): a searchable
 * list of direct subordinates with today's schedule and what this console recorded for them, the type, a
 * required time and an optional photo from the tablet camera. It goes through the same offline queue as the
 * scans, as presenceType 'manual' (it waits for approval). Below, the subordinates' latest presences with their
 * flags (a self clock-in kept on a phone without signal, a wrong phone clock): a flag, never a block.
 */
import { consoleLabels, manualLabels } from '@upah/core/catalogue/labels-console';
import { photoPickLabels } from '@upah/core/catalogue/labels-photo-pick';
import { jakartaDate } from '@upah/core/format';
import { manualPresenceRequest } from '@upah/core/rules/supervisor';
import { loadSubordinatePresences, resetSubordinatePresences } from '@upah/core/stores/subordinate-presences';
import { Button } from '@upah/ui/button';
import { ChoiceGroup } from '@upah/ui/choice-group';
import { ClockTypeChoice } from '@upah/ui/clock-type-choice';
import { Field } from '@upah/ui/field';
import { PhotoFileField } from '@upah/ui/file-pick';
import { Form } from '@upah/ui/form';
import { TeamPresences } from '@upah/ui/team-presences';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { showNotice } from '../../lib/notice';
import { presenceQueue } from '../../lib/presence-queue';
import { loadSubordinates, subordinatesStore } from '../../lib/subordinates';
import { useCopy } from '../../lib/use-copy';
import { ScreenHeader } from '../../ui/screen-header';
import { matchesSearch, todayStatus } from './manual-presence';

export default function ManualRoute() {
  const { label, message, lang } = useCopy();
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
    void loadSubordinatePresences(api);
    return resetSubordinatePresences;
  }, []);

  const shown = useMemo(() => list.filter((s) => matchesSearch(s.name, search)), [list, search]);
  const subordinate = list.find((s) => s.id === chosen) ?? null;

  const submit = async () => {
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
    if (!request.ok) return setError(message(request.message));
    setError(null);
    const { ok: _ok, ...action } = request;
    const at = Date.parse(request.type === 'clock-in' ? request.body.clockIn : request.body.clockOut);
    await presenceQueue.enqueue(
      'manual-presence',
      { ...action, photo },
      { happenedAt: at, label: subordinate?.name, subjectId: subordinate?.id },
    );
    showNotice('success', message('subordinatePresenceSuccess'));
    setTime('');
    setPhoto(null);
    setChosen(null);
  };

  return (
    <div className="panel">
      <ScreenHeader title={label(consoleLabels.manual)} />
      <Form className="manual" onSubmit={submit}>
        <section className="manual__list">
          <Field
            label={label(manualLabels.search)}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <ChoiceGroup
            className="choice choice--list"
            legend={label(manualLabels.subordinate)}
            optionClassName="choice__option choice__option--row"
            name="subordinate"
            value={chosen}
            onChange={setChosen}
            choices={shown.map((s) => ({
              value: s.id,
              content: (
                <>
                  <span className="choice__name">{s.name}</span>
                  <span className="muted">{label(todayStatus(s, queue.pending))}</span>
                </>
              ),
            }))}
          />
        </section>
        <section className="manual__form stack">
          <ClockTypeChoice
            className="choice"
            optionClassName="choice__option"
            legend={label(manualLabels.type)}
            value={type}
            onChange={setType}
            lang={lang}
          />
          <Field
            label={label(manualLabels.time)}
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
            error={error}
          />
          <PhotoFileField
            label={label(manualLabels.photo)}
            takeLabel={label(photoPickLabels.take)}
            chooseLabel={label(photoPickLabels.choose)}
            onFiles={(files) => setPhoto(files[0] ?? null)}
          >
            {photo ? <p className="muted">{photo.name}</p> : null}
          </PhotoFileField>
          <Button type="submit" block disabled={subordinate === null}>
            {label(manualLabels.submit)}
          </Button>
        </section>
      </Form>
      <TeamPresences client={api} label={label} lang={lang} />
    </div>
  );
}
