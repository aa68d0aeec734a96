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
  return (
    <>
      <Field
        label={copy.label(labels.password)}
        hint={copy.label(labels.passwordHint)}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={show && result.field === 'password' ? message : null}
      />
      <Field
        label={copy.label(labels.confirmPassword)}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={show && result.field === 'confirm' ? message : null}
      />
    </>
  );
}
