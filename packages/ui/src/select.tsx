import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field';

export interface SelectProps
  extends FieldFrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  children: ReactNode;
}

/** A labelled select, framed like every field; the options are its children. */
export function Select({ label, error, hint, id, className, children, ...select }: SelectProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select className="field__input" {...control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
