/**
 * Fast entry (SPEC §5): the whole crew's values in one form. Enter moves to the next member and,
 * on the last one, to the first empty field or Simpan; the last entry's additional information is the default;
 * counts take step 0.01 with leading zeros stripped, on the numeric keypad. Touch targets are 48 px or more.
 * Every keystroke is kept as a draft per user and log.
 */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import type { ProductionDetail } from '@upah/core/contract/production';
import {
  closeEntryEditor,
  productionFormStore,
  saveEntry,
  setInfoValue,
  setMemberValue,
} from '@upah/core/stores/production-form';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { Select } from '@upah/ui/select';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { Snapshot } from 'valtio';
import { useSnapshot } from 'valtio';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';

export function EntryEditor({
  detail,
  userId,
  uom,
}: {
  detail: Snapshot<ProductionDetail>;
  userId: number | null;
  uom: string;
}) {
  const { label, message } = useCopy();
  const s = useSnapshot(productionFormStore);
  const formId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const editing = s.editor?.mode === 'edit';

  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  /** Enter: next input or select; after the last one, submit. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.tagName === 'BUTTON' || !ref.current) return;
    event.preventDefault();
    const controls = Array.from(ref.current.querySelectorAll<HTMLElement>('input, select'));
    const next = controls[controls.indexOf(target) + 1];
    if (next) next.focus();
    else ref.current.requestSubmit();
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await saveEntry(api, userId);
    if (outcome.ok) showAlert({ kind: 'success', text: message(outcome.message) });
    else if (outcome.offline) showAlert({ kind: 'danger', text: label(productionLabels.offline) });
    else if (outcome.text) showAlert({ kind: 'danger', text: outcome.text });
  };

  return (
    <form
      ref={ref}
      className="prod-editor"
      onSubmit={save}
      onKeyDown={onKeyDown}
      aria-labelledby={`${formId}-t`}
    >
      <h2 className="prod-editor__title" id={`${formId}-t`}>
        {label(editing ? productionLabels.entryFormEdit : productionLabels.entryFormAdd)}
      </h2>
      {s.restored ? <Alert kind="info">{label(productionLabels.draftRestored)}</Alert> : null}
      {s.offline ? (
        <Alert kind="warning" role="alert">
          {label(productionLabels.offline)}
        </Alert>
      ) : null}
      <fieldset className="prod-editor__group">
        <legend>{label(productionLabels.memberValues, { uom })}</legend>
        {detail.totalMemberValue.map((member) => {
          const id = `${formId}-m${member.memberId}`;
          const error = s.errors?.members[String(member.memberId)];
          return (
            <div key={member.memberId} className="prod-member">
              <label htmlFor={id} className="prod-member__name">
                {member.name}
              </label>
              <input
                id={id}
                className="prod-member__input"
                type="text"
                inputMode="decimal"
                enterKeyHint="next"
                autoComplete="off"
                value={s.form.members[String(member.memberId)] ?? ''}
                onChange={(e) => setMemberValue(member.memberId, e.target.value, userId)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-e` : undefined}
              />
              {error ? (
                <p className="field__error prod-member__error" id={`${id}-e`}>
                  {message(error.message, error.vars)}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {detail.itemAdditionalInformations.length > 0 ? (
        <fieldset className="prod-editor__group">
          <legend>{label(productionLabels.additionalInfo)}</legend>
          {s.editor?.mode === 'add' && detail.productions.length > 0 ? (
            <p className="muted prod-editor__hint">{label(productionLabels.lastInfoHint)}</p>
          ) : null}
          {detail.itemAdditionalInformations.map((field) => {
            const id = `${formId}-i${field.code}`;
            const error = s.errors?.info[field.code];
            const value = s.form.info[field.code] ?? '';
            const fieldLabel = (
              <>
                {field.name}
                {field.isMandatory ? (
                  <span className="prod-required"> ({label(productionLabels.mandatory)})</span>
                ) : null}
              </>
            );
            const common = {
              id,
              label: fieldLabel,
              value,
              error: error ? message(error.message, error.vars) : null,
              'aria-required': field.isMandatory,
              onChange: (e: { currentTarget: { value: string } }) =>
                setInfoValue(field.code, e.currentTarget.value, userId),
            } as const;
            return field.isChoice ? (
              <Select key={field.code} {...common}>
                <option value="">{label(productionLabels.chooseValue, { field: field.name })}</option>
                {field.values.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </Select>
            ) : (
              <Field
                key={field.code}
                {...common}
                type="text"
                inputMode={field.type === 'number' ? 'decimal' : 'text'}
              />
            );
          })}
        </fieldset>
      ) : null}
      <div className="prod-editor__actions">
        <Button variant="secondary" onClick={() => closeEntryEditor(userId)}>
          {label(productionLabels.cancel)}
        </Button>
        <Button type="submit" busy={s.busy === 'save'}>
          {label(productionLabels.save)}
        </Button>
      </div>
    </form>
  );
}
