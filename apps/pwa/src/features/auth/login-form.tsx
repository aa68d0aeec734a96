import { LoginForm as SharedLoginForm } from '@upah/ui/login-form';
import type { StepOutcome } from '@upah/ui/login-form';
import { useLang } from '../../lib/lang';

/** The shared login form (@upah/ui) in the PWA's current language. */
export function LoginForm({
  onSubmit,
}: {
  onSubmit: (phone: string, password: string) => Promise<StepOutcome>;
}) {
  return <SharedLoginForm lang={useLang()} onSubmit={onSubmit} />;
}
