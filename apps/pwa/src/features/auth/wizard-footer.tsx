import { tr } from '@upah/core/catalogue';
import { wizardLabels } from '@upah/core/catalogue/labels-auth';
import { useLang } from '../../lib/lang';
import { Button } from '../../ui/button';

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
  const lang = useLang();
  const last = step === total;
  return (
    <div className="wizard-footer">
      {step === 1 ? (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {tr(wizardLabels.cancel, lang)}
        </Button>
      ) : (
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {tr(wizardLabels.back, lang)}
        </Button>
      )}
      <Button type="submit" form={formId} disabled={!canNext} busy={busy}>
        {tr(last ? wizardLabels.ok : wizardLabels.next, lang)}
      </Button>
    </div>
  );
}
