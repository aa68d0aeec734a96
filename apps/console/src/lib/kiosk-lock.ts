/**
 * The kiosk lock (DESIGN "The gate console"): a passer-by reaches only the scan screen; manual presence, approvals,
 * settings and logout need the supervisor's PIN. The PIN record (PBKDF2 hash, core/rules/kiosk-pin) and the
 * failure count live in localStorage per supervisor. At the gate `unlocked` lives in memory only, so a reload locks;
 * at a desk (Mode meja) the PIN is asked once per browser session: the unlock is kept in sessionStorage while the
 * console is in desk mode (`keepUnlockAcrossReloads`), and forgotten on lock, logout or a switch to the gate.
 */
import {
  afterWrongPin,
  hashPin,
  lockoutLeftMs,
  NO_ATTEMPTS,
  type PinAttempts,
  type PinRecord,
  verifyPin,
} from '@upah/core/rules/kiosk-pin';
import { proxy } from 'valtio';

const PIN_KEY = 'upah.console.pin';
const ATTEMPTS_KEY = 'upah.console.pin-attempts';
/** sessionStorage: this tab's desk session is unlocked. */
const UNLOCKED_KEY = 'upah.console.unlocked';

/** True in desk mode: an unlock outlives a reload of this tab. */
let keepAcrossReloads = false;

function readUnlocked(): boolean {
  try {
    return sessionStorage.getItem(UNLOCKED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberUnlocked(unlocked: boolean): void {
  try {
    if (unlocked && keepAcrossReloads) sessionStorage.setItem(UNLOCKED_KEY, '1');
    else sessionStorage.removeItem(UNLOCKED_KEY);
  } catch {
    // storage refused (a private window): the PIN is asked again after a reload, as at the gate
  }
}

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export interface KioskLockState {
  hasPin: boolean;
  unlocked: boolean;
  attempts: PinAttempts;
}

export const kioskLock = proxy<KioskLockState>({
  hasPin: read<PinRecord>(PIN_KEY) !== null,
  unlocked: read<PinRecord>(PIN_KEY) !== null && readUnlocked(),
  attempts: read<PinAttempts>(ATTEMPTS_KEY) ?? { ...NO_ATTEMPTS },
});

function saveAttempts(attempts: PinAttempts): void {
  kioskLock.attempts = attempts;
  localStorage.setItem(ATTEMPTS_KEY, JSON.stringify(attempts));
}

/** First use: stores the PIN's hash (never the PIN) and unlocks. */
export async function setPin(pin: string): Promise<void> {
  localStorage.setItem(PIN_KEY, JSON.stringify(await hashPin(pin)));
  kioskLock.hasPin = true;
  kioskLock.unlocked = true;
  rememberUnlocked(true);
  saveAttempts({ ...NO_ATTEMPTS });
}

export type UnlockOutcome = { ok: true } | { ok: false; lockedForMs: number; attempts: PinAttempts };

export async function unlock(pin: string, now: number = Date.now()): Promise<UnlockOutcome> {
  const record = read<PinRecord>(PIN_KEY);
  const left = lockoutLeftMs(kioskLock.attempts, now);
  if (!record || left > 0) return { ok: false, lockedForMs: left, attempts: kioskLock.attempts };
  if (await verifyPin(pin, record)) {
    saveAttempts({ ...NO_ATTEMPTS });
    kioskLock.unlocked = true;
    rememberUnlocked(true);
    return { ok: true };
  }
  const attempts = afterWrongPin(kioskLock.attempts, now);
  saveAttempts(attempts);
  return { ok: false, lockedForMs: lockoutLeftMs(attempts, now), attempts };
}

export function lock(): void {
  kioskLock.unlocked = false;
  rememberUnlocked(false);
}

/** Desk mode keeps an unlock across reloads of this tab; the gate does not (and forgets one kept). */
export function keepUnlockAcrossReloads(keep: boolean): void {
  keepAcrossReloads = keep;
  rememberUnlocked(kioskLock.unlocked);
}

/** Logout forgets the PIN too: the next supervisor sets their own. */
export function forgetPin(): void {
  localStorage.removeItem(PIN_KEY);
  localStorage.removeItem(ATTEMPTS_KEY);
  kioskLock.hasPin = false;
  kioskLock.unlocked = false;
  rememberUnlocked(false);
  kioskLock.attempts = { ...NO_ATTEMPTS };
}
