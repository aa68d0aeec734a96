/**
 * Result types shared by every rule file. Rules never throw for user input: they return one of these.
 */
import type { MessageKey } from '../catalogue/messages';

/** Values for `{name}` placeholders of the message (see `t()` in the catalogue). */
export type MessageVars = Readonly<Record<string, string | number>>;

export type RuleFailure = { ok: false; message: MessageKey; vars?: MessageVars };
export type RuleResult = { ok: true } | RuleFailure;

/** A refusal whose text lives in an area's own message table (e.g. catalogue/messages-payroll.ts), not ./messages. */
export type KeyedFailure<K extends string> = { ok: false; message: K; vars?: MessageVars };

/** A failure tied to one form field, so a screen can show it under that field. */
export type FieldFailure<F extends string> = RuleFailure & { field: F };

/** A reason a button is disabled: a stable code for tests and logic, and the message to show. */
export interface DisabledReason<C extends string> {
  readonly code: C;
  readonly message: MessageKey;
}

export const OK: { ok: true } = { ok: true };

export function fail(message: MessageKey, vars?: MessageVars): RuleFailure {
  return vars ? { ok: false, message, vars } : { ok: false, message };
}

/** True for a string with something other than white space in it. */
export function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
