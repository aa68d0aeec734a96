export type { StepOutcome } from '@upah/ui/login-form';
