import type { Entry } from '@upah/core/catalogue';
import { newPasswordRule } from '@upah/core/rules/auth';
import { Field } from '@upah/ui/field';
import { useCopy } from '../../lib/use-copy';

/**
 * SPEC §5 new password (registration and reset): two fields, not empty, at least 4 characters, equal.
 * The rule's message shows under the field it concerns once the user has typed into the confirmation.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  labels,
}: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  labels: { password: Entry; confirmPassword: Entry; passwordHint: Entry };
}) {
  const copy = useCopy();
  const result = newPasswordRule(password, confirm);
  const show = !result.ok && confirm !== '';
  const message = show ? copy.message(result.message, result.vars) : null;
  const fields = [
    {
      field: 'password',
      name: 'new-password',
      label: labels.password,
      hint: labels.passwordHint,
      value: password,
      onChange: onPassword,
    },
    {
      field: 'confirm',
      name: 'confirm-password',
      label: labels.confirmPassword,
      hint: null,
      value: confirm,
      onChange: onConfirm,
    },
  ];
  return (
    <>
      {fields.map((f) => (
        <Field
          key={f.field}
          label={copy.label(f.label)}
          hint={f.hint ? copy.label(f.hint) : undefined}
          type="password"
          name={f.name}
          autoComplete="new-password"
          value={f.value}
          onChange={(event) => f.onChange(event.target.value)}
          error={show && result.field === f.field ? message : null}
        />
      ))}
    </>
  );
}
