/** Small form pieces of the request forms: a labelled textarea, a labelled select, the form's error. */
import { type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { Alert } from '../../../ui/alert';

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

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert kind="danger" role="alert">
      {error}
    </Alert>
  ) : null;
}

export function Progress({ value, label }: { value: number | null; label: string }) {
  return value === null ? null : (
    <p role="status" data-testid="upload-progress">
      {label}
    </p>
  );
}

/** `<input type="time" step="1">` gives HH:mm or HH:mm:ss: always HH:mm:ss. */
export function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}
