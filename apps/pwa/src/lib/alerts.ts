/**
 * Toast alerts (SPEC §8 danger alerts for server messages, 'Login Success'; §9 auto-hide after 2000 ms).
 * `showAlert` is callable from anywhere; the shell renders the list once, in an aria-live region.
 */
import { proxy } from 'valtio';

export type AlertKind = 'success' | 'danger' | 'info';

export interface AlertItem {
  readonly id: number;
  readonly kind: AlertKind;
  readonly text: string;
}

/** §9: alerts hide themselves after 2000 ms. */
export const ALERT_AUTO_HIDE_MS = 2000;

export const alertStore = proxy<{ items: AlertItem[] }>({ items: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissAlert(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
  const index = alertStore.items.findIndex((item) => item.id === id);
  if (index >= 0) alertStore.items.splice(index, 1);
}

/** Shows a toast and hides it after `durationMs` (default 2000). The same text shown twice is shown once. */
export function showAlert(alert: { kind: AlertKind; text: string }, durationMs = ALERT_AUTO_HIDE_MS): number {
  const same = alertStore.items.find((item) => item.kind === alert.kind && item.text === alert.text);
  if (same) dismissAlert(same.id);
  const id = nextId++;
  alertStore.items.push({ id, kind: alert.kind, text: alert.text });
  timers.set(
    id,
    setTimeout(() => dismissAlert(id), durationMs),
  );
  return id;
}

/** Clears every alert (tests). */
export function resetAlerts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  alertStore.items.splice(0);
}
