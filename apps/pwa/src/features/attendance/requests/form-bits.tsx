/**
 * Small form pieces of the request forms: a labelled textarea, a labelled select, the form's error, and the
 * start/end/description/photo/submit tail that izin, cuti and lembur share (RangeRequestFields).
 */
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useText } from '../use-text';
import { PhotoField } from './photo-field';

export function TextArea({
  label,
  ...rest
}: { label: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {/* field__control: the bordered box and its focus ring, as on every other field */}
      <div className="field__control">
        <textarea id={id} className="field__input att-textarea" rows={3} {...rest} />
      </div>
    </div>
  );
}

export function Select({
  label,
  children,
  ...rest
}: { label: string; children: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select id={id} className="field__input" {...rest}>
          {children}
        </select>
      </div>
    </div>
  );
}

/** The end of every request form: its error, the upload progress while photos go up, and Kirim. */
export function SubmitBar({
  error,
  progress = null,
  busy,
  onSubmit,
}: {
  error: string | null;
  progress?: number | null;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { text } = useText();
  return (
    <>
      {error ? (
        <Alert kind="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      {progress === null ? null : (
        <p role="status" data-testid="upload-progress">
          {text('uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      <Button block busy={busy} onClick={onSubmit}>
        {text('submit')}
      </Button>
    </>
  );
}

/** `<input type="time" step="1">` gives HH:mm or HH:mm:ss: always HH:mm:ss. */
export function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

export interface RangeValues {
  start: string;
  end: string;
  description: string;
}

/**
 * The tail of the izin, cuti and lembur forms: start and end (dates, times, or times with seconds), the description,
 * what the form adds before the photos (izin: its location), the photo or photos, then the error, upload progress
 * and Kirim.
 */
export function RangeRequestFields({
  kind,
  values,
  onChange,
  beforePhotos = null,
  multiple = false,
  photos,
  onPhotos,
  submit,
}: {
  kind: 'date' | 'time' | 'time-seconds';
  values: RangeValues;
  onChange: (patch: Partial<RangeValues>) => void;
  beforePhotos?: ReactNode;
  multiple?: boolean;
  photos: Blob[];
  onPhotos: (photos: Blob[]) => void;
  submit: Parameters<typeof SubmitBar>[0];
}) {
  const { text } = useText();
  const seconds = kind === 'time-seconds';
  const time = (value: string) => (seconds ? withSeconds(value) : value);
  const input = { type: kind === 'date' ? 'date' : 'time', step: seconds ? 1 : undefined };
  return (
    <>
      <Field
        label={text(kind === 'date' ? 'startDate' : 'startTime')}
        {...input}
        value={values.start}
        onChange={(e) => onChange({ start: time(e.target.value) })}
      />
      <Field
        label={text(kind === 'date' ? 'endDate' : 'endTime')}
        {...input}
        value={values.end}
        onChange={(e) => onChange({ end: time(e.target.value) })}
      />
      <TextArea
        label={text('description')}
        value={values.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      {beforePhotos}
      <PhotoField multiple={multiple} photos={photos} onChange={onPhotos} />
      <SubmitBar {...submit} />
    </>
  );
}
