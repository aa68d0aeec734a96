import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field';

export interface TextAreaProps
  extends FieldFrameProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {}

/** A labelled multi-line text field (descriptions, reasons), framed like every field. */
export function TextArea({ label, error, hint, id, className, rows = 3, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <textarea className="field__input field__textarea" rows={rows} {...control} {...textarea} />
      )}
    </FieldFrame>
  );
}
