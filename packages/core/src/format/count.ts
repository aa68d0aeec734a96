/**
 * A count of people as the reader writes it (the team board's figures, the recap's lines): 5000 → '5.000' (id),
 * '5,000' (en). A file of its own: only the team screens count thousands of people, and format/index.ts is on every
 * page.
 */
import { formatThousands } from './index';

export function formatCount(n: number, lang: 'id' | 'en'): string {
  const text = formatThousands(n);
  return lang === 'en' ? text.replace(/\./g, ',') : text;
}
