/** §2 the two-step indicator: 'Isi Formulir' then 'Konfirmasi'. */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import { useCopy } from '../../lib/use-copy';

export function LoanSteps({ current }: { current: 1 | 2 }) {
  const { label } = useCopy();
  const steps = [loanLabels.stepFill, loanLabels.stepConfirm];
  return (
    <ol className="loan-steps" aria-label={label(loanLabels.steps)}>
      {steps.map((step, index) => {
        const n = index + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li
            key={step.id}
            className={`loan-steps__item loan-steps__item--${state}`}
            aria-current={n === current ? 'step' : undefined}
          >
            <span className="disc loan-steps__dot" aria-hidden="true">
              {n}
            </span>
            {label(step)}
          </li>
        );
      })}
    </ol>
  );
}
