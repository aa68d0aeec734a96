/** Small form pieces of the request forms: a labelled textarea, a labelled select, the form's error. */
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useText } from '../use-text';

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
      <textarea id={id} className="field__input att-textarea" rows={3} {...rest} />
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
      <select id={id} className="field__input" {...rest}>
        {children}
      </select>
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
