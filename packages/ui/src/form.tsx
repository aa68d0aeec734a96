import type { FormHTMLAttributes } from 'react';

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** Called on submit (Enter in a field, or the submit button); the page does not reload. */
  onSubmit: () => unknown;
}

/**
 * A form of the apps: submitting calls `onSubmit` instead of loading a page, and the browser's own validation bubbles
 * stay off (`noValidate`): each form checks its fields with core's rules and shows the catalogue's messages, in the
 * user's language. Laid out as a `stack` unless told.
 */
export function Form({ onSubmit, className = 'stack', children, ...form }: FormProps) {
  return (
    <form
      className={className}
      noValidate
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
