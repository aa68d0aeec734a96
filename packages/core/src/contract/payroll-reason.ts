/**
 * The reason a payroll request carries (an attendance correction, a month reopened): trimmed, required, at most `max`
 * characters (rules/reason-bounds.ts), with the catalogue's messages.
 */
import { payrollMessages } from '../catalogue/messages-payroll';
import { boundedText } from './common';

export function payrollReason(max: number) {
  const tooLong = payrollMessages.reasonTooLong.id.replace('{max}', String(max));
  return boundedText(1, payrollMessages.reasonRequired.id, max, tooLong);
}
