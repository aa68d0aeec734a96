import { wizardLabels } from '@upah/core/catalogue/labels-auth';
import { Button } from '@upah/ui/button';
import { useCopy } from '../../lib/use-copy';

/**
 * SPEC §2 wizard footer: Berikutnya (Next) — labelled Ok on the last step —, Kembali (Back) from step 2 on,
 * and Cancel on step 1. Next is a submit button of the step's form (`formId`), so Enter in a field runs it too.
 */
export function WizardFooter({
  step,
  total,
  formId,
  canNext,
  busy,
  onBack,
  onCancel,
}: {
  step: number;
  total: number;
  formId: string;
  canNext: boolean;
  busy: boolean;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { label } = useCopy();
  const last = step === total;
  return (
    <div className="wizard-footer">
      {step === 1 ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {label(wizardLabels.cancel)}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {label(wizardLabels.back)}
        </Button>
      )}
      <Button type="submit" form={formId} disabled={!canNext} busy={busy}>
        {label(last ? wizardLabels.ok : wizardLabels.next)}
      </Button>
    </div>
  );
}
