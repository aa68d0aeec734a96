import type { Entry } from '@upah/core/catalogue';
import { Field } from '@upah/ui/field';
import type { ReactNode } from 'react';
import { useCopy } from '../../lib/use-copy';

/**
 * The WhatsApp number after a dial code (SPEC §2 register step 2 and reset step 1): digits only, as §5
 * counts them; the dial code is shown before the input.
 */
export function PhoneDigitsField({
  label,
  hint,
  dialCode,
  value,
  onChange,
}: {
  label: Entry;
  hint?: Entry;
  dialCode: ReactNode;
  value: string;
  onChange: (digits: string) => void;
}) {
  const copy = useCopy();
  return (
    <Field
      label={copy.label(label)}
      hint={hint ? copy.label(hint) : null}
      prefix={dialCode}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
