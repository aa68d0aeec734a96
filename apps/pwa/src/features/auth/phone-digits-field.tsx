import { type Entry, tr } from '@upah/core/catalogue';
import type { ReactNode } from 'react';
import { useLang } from '../../lib/lang';
import { Field } from '../../ui/field';

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
  const lang = useLang();
  return (
    <Field
      label={tr(label, lang)}
      hint={hint ? tr(hint, lang) : null}
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
