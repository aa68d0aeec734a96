/** What a login or wizard step action reports: success, or the text to show. */
export type StepOutcome = { ok: true } | { ok: false; text: string };
