import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

/** What a control inside a field gets: its id and the accessible ties to the field's hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: string;
  /** Shown under the control in red and announced; sets aria-invalid. */
  error?: string | null | undefined;
  hint?: string | null | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/**
 * The frame of every field (input, text area, select): the label tied to the control, the hint and the error
 * tied to it by aria-describedby, aria-invalid while there is an error.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  children,
}: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? `f${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--error' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className="field__control">
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        })}
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface FieldProps
  extends FieldFrameProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix' | 'className'> {
  /** Something fixed before the input, e.g. a "+62" dial code or a picker. */
  prefix?: ReactNode;
}

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function Field({ label, error, hint, prefix, id, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <>
          {prefix ? <span className="field__prefix">{prefix}</span> : null}
          <input className="field__input" {...control} {...input} />
        </>
      )}
    </FieldFrame>
  );
}
