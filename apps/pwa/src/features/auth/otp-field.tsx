import type { Entry } from '@upah/core/catalogue';
import { Field } from '@upah/ui/field';
import { useCopy } from '../../lib/use-copy';

/** The one-time code field (SPEC §5: at least 4 characters, enforced by the step's Next). */
export function OtpField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: Entry;
}) {
  const copy = useCopy();
  return (
    <Field
      label={copy.label(label)}
      name="otp"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      className="field--otp"
    />
  );
}
