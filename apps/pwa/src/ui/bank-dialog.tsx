/**
 * Bank update dialog, shared by the withdrawal page and the loan form (SPEC §4 steps 2–3, §5 "Bank account number: digits only"): bank list from the
 * contract with MANDIRI as default, account number that keeps digits only, saved with
 * `bankEndpoints.updateBankDefault` → 'Update Success' and the profile reloads. A failing save shows
 * the server's message and keeps what was typed.
 */
import { errorText } from '@upah/core/api';
import { bankLabels } from '@upah/core/catalogue/labels-bank';
import { BANKS, bankEndpoints, DEFAULT_BANK_CODE } from '@upah/core/contract/bank';
import { accountNumberRule, sanitizeAccountNumber } from '@upah/core/rules/bank';
import { loadProfile } from '@upah/core/stores/profile';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { Field } from '@upah/ui/field';
import { Form } from '@upah/ui/form';
import { Select } from '@upah/ui/select';
import { useRef, useState } from 'react';
import { showAlert } from '../lib/alerts';
import { api } from '../lib/api-client';
import { useCopy } from '../lib/use-copy';

export interface BankDialogProps {
  readonly open: boolean;
  readonly initialBankCode: string | null;
  readonly initialAccountNumber: string | null;
  readonly onClose: () => void;
}

export function BankDialog({ open, initialBankCode, initialAccountNumber, onClose }: BankDialogProps) {
  const { lang, label, message } = useCopy();
  const [bankCode, setBankCode] = useState(
    initialBankCode && BANKS.some((bank) => bank.code === initialBankCode)
      ? initialBankCode
      : DEFAULT_BANK_CODE,
  );
  const [accountNumber, setAccountNumber] = useState(initialAccountNumber ?? '');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const rule = accountNumberRule(accountNumber);

  const save = async () => {
    setTouched(true);
    if (!rule.ok || savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    try {
      await api.call(bankEndpoints.updateBankDefault, {
        body: { bankCode, bankAccountNumber: accountNumber },
      });
      showAlert({ kind: 'success', text: message('updateSuccess') });
      void loadProfile(api);
      onClose();
    } catch (error) {
      showAlert({ kind: 'danger', text: errorText(error, lang) });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={saving ? () => undefined : onClose}
      title={label(bankLabels.bankDialogTitle)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {label(bankLabels.cancel)}
          </Button>
          <Button onClick={save} busy={saving} disabled={!rule.ok}>
            {label(bankLabels.save)}
          </Button>
        </>
      }
    >
      <Form onSubmit={save}>
        <p className="muted">{label(bankLabels.bankDialogIntro)}</p>
        <Select
          label={label(bankLabels.bankLabel)}
          value={bankCode}
          onChange={(event) => setBankCode(event.currentTarget.value)}
        >
          {BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </Select>
        <Field
          label={label(bankLabels.accountNumberLabel)}
          hint={label(bankLabels.accountNumberHint)}
          inputMode="numeric"
          autoComplete="off"
          value={accountNumber}
          error={touched && !rule.ok ? message(rule.message) : null}
          onChange={(event) => setAccountNumber(sanitizeAccountNumber(event.currentTarget.value))}
          onBlur={() => setTouched(accountNumber !== '')}
        />
      </Form>
    </Dialog>
  );
}
