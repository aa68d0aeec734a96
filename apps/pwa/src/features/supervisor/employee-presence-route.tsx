/**
 * /attendance/employee-presence "Supervisor Absen" (SPEC §2; §5 "Supervisor manual presence: submit needs a
 * time"; §8 'Absen karyawan success'). Pick a direct subordinate, Absen Masuk or Absen Keluar, the time
 * (required), and an optional photo. Manual presences wait for approval. Below, the subordinates' latest
 * presences with their flags (a self clock-in kept offline, a wrong phone clock): a flag, never a block.
 */

import { photoPickLabels } from '@upah/core/catalogue/labels-photo-pick';
import { supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import { loadSubordinatePresences, resetSubordinatePresences } from '@upah/core/stores/subordinate-presences';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { ClockTypeChoice } from '@upah/ui/clock-type-choice';
import { Field } from '@upah/ui/field';
import { PhotoFileField } from '@upah/ui/file-pick';
import { Form } from '@upah/ui/form';
import { Select } from '@upah/ui/select';
import { TeamPresences } from '@upah/ui/team-presences';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { editPresence, presenceFormStore, resetPresenceForm, submitPresence } from './presence-form-store';
import { SupervisorFrame } from './supervisor-frame';
import { useSubordinates } from './use-subordinates';

function PresenceForm() {
  const { label, message, lang } = useCopy();
  const snap = useSnapshot(presenceFormStore);
  const { subordinates, status } = useSubordinates();
  useEffect(() => resetPresenceForm, []);
  const subordinateError = snap.errors.subordinate ? message(snap.errors.subordinate) : null;

  return (
    <Form onSubmit={() => submitPresence(subordinates)}>
      <p className="muted">{label(supervisorLabels.manualWaits)}</p>
      <Select
        label={label(supervisorLabels.employee)}
        value={snap.subordinateId ?? ''}
        error={subordinateError}
        disabled={status === 'request' && subordinates.length === 0}
        onChange={(e) => editPresence({ subordinateId: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{label(supervisorLabels.chooseEmployee)}</option>
        {subordinates.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} · {s.shiftName ?? label(supervisorLabels.noShift)}
          </option>
        ))}
      </Select>
      <ClockTypeChoice
        className="sup-choice"
        optionClassName="sup-choice__option"
        legend={label(supervisorLabels.type)}
        value={snap.type}
        onChange={(type) => editPresence({ type })}
        lang={lang}
      />
      <Field
        label={label(supervisorLabels.time)}
        type="time"
        required
        value={snap.time}
        error={snap.errors.time ? message(snap.errors.time) : null}
        onChange={(e) => editPresence({ time: e.target.value })}
      />
      <PhotoFileField
        label={label(supervisorLabels.photo)}
        takeLabel={label(photoPickLabels.take)}
        chooseLabel={label(photoPickLabels.choose)}
        onFiles={(files) => editPresence({ photo: files[0] ?? null })}
      >
        {snap.photo ? <p className="muted">{snap.photo.name}</p> : null}
      </PhotoFileField>
      {snap.uploadPercent !== null ? (
        <p className="muted" role="status">
          {label(supervisorLabels.uploading, { percent: snap.uploadPercent })}
        </p>
      ) : null}
      {snap.failure ? (
        <Alert kind="danger" role="alert">
          {snap.failure}
        </Alert>
      ) : null}
      <Button type="submit" variant="primary" block busy={snap.submitting}>
        {label(supervisorLabels.save)}
      </Button>
    </Form>
  );
}

/** The subordinates' latest presences with their flags (offline, clock-skew), reloaded after a save. */
function TeamPresenceList() {
  const { label, lang } = useCopy();
  const { submitting } = useSnapshot(presenceFormStore);
  useEffect(() => {
    if (!submitting) void loadSubordinatePresences(api);
  }, [submitting]);
  useEffect(() => resetSubordinatePresences, []);
  return <TeamPresences client={api} label={label} lang={lang} />;
}

export default function EmployeePresenceRoute() {
  const { label } = useCopy();
  return (
    <SupervisorFrame title={label(supervisorLabels.presenceTitle)}>
      {() => (
        <>
          <PresenceForm />
          <TeamPresenceList />
        </>
      )}
    </SupervisorFrame>
  );
}
