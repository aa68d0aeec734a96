import type { StepOutcome } from '@upah/ui/login-form';
import { LoginForm as SharedLoginForm } from '@upah/ui/login-form';
import { useCopy } from '../../lib/use-copy';

/** The shared login form (@upah/ui) in the PWA's current language. */
export function LoginForm({
  onSubmit,
}: {
  onSubmit: (phone: string, password: string) => Promise<StepOutcome>;
}) {
  return <SharedLoginForm lang={useCopy().lang} onSubmit={onSubmit} />;
}
