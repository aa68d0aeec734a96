/**
 * The words and colours of the recap's day codes (the grid, its legend and an employee's month): the fixed codes
 * from the catalogue (H, T, A, I, R, L, B, LN, CB, LP), a leave by its category's name ("Cuti Tahunan (CT)"; a
 * category coded like a fixed code is written with a C before it, core's `leaveDayCode`). A code is always its
 * letters, the colour only adds to them.
 */
import { type Lang, tr } from '@upah/core/catalogue';
import { recapCodeLabels, recapColumnLabels } from '@upah/core/catalogue/labels-recap';
import { RECAP_FIXED_CODES, type RecapFixedCode } from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import { leaveDayCode } from '@upah/core/rules/month-recap';

const FIXED = RECAP_FIXED_CODES as readonly string[];

export function codeWord(code: string, lang: Lang, categories: readonly LeaveCategoryRef[]): string {
  if (FIXED.includes(code)) return tr(recapCodeLabels[code as RecapFixedCode], lang);
  const category = categories.find((c) => leaveDayCode(c.code) === code);
  return category
    ? tr(recapColumnLabels.leave, lang, { code: category.code, name: category.name })
    : tr(recapCodeLabels.leave, lang, { code });
}

export function codeClass(code: string): string {
  return `code code--${FIXED.includes(code) ? code : 'C'}`;
}

/** The codes of the legend: the fixed ones, then each leave category of the company and any other code shown. */
export function legendCodes(categories: readonly LeaveCategoryRef[], shown: Iterable<string>): string[] {
  const codes = [...FIXED, ...categories.map((c) => leaveDayCode(c.code))];
  for (const code of shown) if (!codes.includes(code)) codes.push(code);
  return codes;
}
