export type { StepOutcome } from '@upah/ui/step-outcome';
