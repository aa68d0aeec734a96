/**
 * English month names, January first: the dependency-free day lists (./days.ts) and the approval items' English
 * dates (rules/approval-item.ts) read them. A file of its own so that a screen needing only the names does not load
 * the day lists with them.
 */
export const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
