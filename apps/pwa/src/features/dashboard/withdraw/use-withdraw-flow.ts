/**
 * The Tarik Gaji flow (SPEC §4 "Withdrawal flow"):
 * 1. Tarik Gaji → wage check (`ewaEndpoints.wageCheck`).
 * 2–4. bank step (`bankNextStep`): bank-update dialog, the PENDING message, or the confirmation dialog.
 * 5. confirm → `wageRequestCreate` (advance) or `walletWithdraw` (wallet) with ONE Idempotency-Key per
 *    user action; success → 'Request Success', history and limits reload.
 * A failing call shows the server's message as a danger alert and keeps amount, reason and source.
 */
import { errorText } from '@upah/core/api';
import { ewaEndpoints, type WageCheckResult } from '@upah/core/contract/ewa';
import { bankNextStep, type WithdrawalSource } from '@upah/core/rules/ewa';
import { t } from '@upah/core/catalogue';
import { useCallback, useRef, useState } from 'react';
import { showAlert } from '../../../lib/alerts';
import { api } from '../../../lib/api-client';
import { useLang } from '../../../lib/lang';
import { reloadAfterWithdrawal } from '../dashboard-data';
import { createKeySlot, withdrawalSignature } from './idempotency-slot';

export type WithdrawStep = 'form' | 'bank' | 'confirm';

export interface BankState {
  readonly isBankSetup: boolean;
  readonly bankVerificationStatus: string | null;
}

export function useWithdrawFlow() {
  const lang = useLang();
  const [source, setSource] = useState<WithdrawalSource | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<WithdrawStep>('form');
  const [check, setCheck] = useState<WageCheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState(false);
  const [pendingNotice, setPendingNotice] = useState(false);
  const [termsTicked, setTermsTicked] = useState(false);
  const slot = useRef(createKeySlot()).current;
  const sendingRef = useRef(false);
  const checkingRef = useRef(false);

  const chooseSource = useCallback((next: WithdrawalSource) => {
    setSource(next);
    setAmount(null);
    setPendingNotice(false);
  }, []);

  const chooseAmount = useCallback((next: number) => {
    setAmount(next);
    setPendingNotice(false);
  }, []);

  /** Step 1–4: check the amount with the server, then the bank step. */
  const start = useCallback(
    async (chosen: WithdrawalSource, value: number, bank: BankState) => {
      if (checkingRef.current) return;
      checkingRef.current = true;
      setChecking(true);
      setPendingNotice(false);
      try {
        const result = await api.call(ewaEndpoints.wageCheck, { body: { amount: value } });
        setCheck(result);
        const next = bankNextStep(bank);
        if (next === 'pending') {
          setPendingNotice(true);
        } else if (next === 'update-bank') {
          setStep('bank');
        } else {
          // The action's key exists from the moment the confirmation opens; same request → same key.
          slot.keyFor(withdrawalSignature(chosen, value, reason));
          setTermsTicked(false);
          setStep('confirm');
        }
      } catch (error) {
        showAlert({ kind: 'danger', text: errorText(error, lang) });
      } finally {
        checkingRef.current = false;
        setChecking(false);
      }
    },
    [lang, reason, slot],
  );

  /** Step 5: send the withdrawal; a double tap or a retry reuses the action's key. */
  const confirm = useCallback(
    async (chosen: WithdrawalSource, value: number) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      const description = reason.trim();
      const idempotencyKey = slot.keyFor(withdrawalSignature(chosen, value, reason));
      const endpoint = chosen === 'wallet' ? ewaEndpoints.walletWithdraw : ewaEndpoints.wageRequestCreate;
      try {
        await api.call(endpoint, { body: { amount: value, description } }, { idempotencyKey });
        slot.clear();
        showAlert({ kind: 'success', text: t('requestSuccess', lang) });
        setStep('form');
        setCheck(null);
        setReason('');
        setAmount(null);
        setTermsTicked(false);
        void reloadAfterWithdrawal();
      } catch (error) {
        showAlert({ kind: 'danger', text: errorText(error, lang) });
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    },
    [lang, reason, slot],
  );

  const closeDialog = useCallback(() => {
    if (sendingRef.current) return;
    setStep('form');
  }, []);

  return {
    source,
    amount,
    reason,
    step,
    check,
    checking,
    sending,
    pendingNotice,
    termsTicked,
    chooseSource,
    chooseAmount,
    setReason,
    setTermsTicked,
    start,
    confirm,
    closeDialog,
    openBank: () => setStep('bank'),
  };
}
