/**
 * Files the seed refers to (`/files/seed-…`: selfies, request photos, signed loan forms) exist on a real
 * backend's bucket. The mock makes them on request: a small generated picture for images, a one-page PDF for
 * documents, the same bytes for the same name.
 */
import { encodePng } from '../png';
import { fnv1a } from '../seed/random';

export interface SeedFile {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

const SEED_NAME = /^seed-[a-z0-9-]+\.(jpg|jpeg|png|pdf)$/;

function pdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${44 + text.length} >>\nstream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

/** The generated stand-in for a seeded file name, or null when the name is not a seeded one. */
export function seedFile(name: string): SeedFile | null {
  const match = SEED_NAME.exec(name);
  if (!match) return null;
  if (match[1] === 'pdf') return { contentType: 'application/pdf', bytes: pdf(`Formulir pinjaman ${name}`) };
  const h = fnv1a(name);
  const base = [80 + (h & 0x7f), 80 + ((h >> 8) & 0x7f), 80 + ((h >> 16) & 0x7f)] as const;
  const png = encodePng(96, 96, (x, y) => {
    // A head-and-shoulders silhouette on a colour from the name, so photos look like photos in lists.
    const head = (x - 48) ** 2 + (y - 38) ** 2 < 18 ** 2;
    const body = y > 62 && (x - 48) ** 2 / 36 ** 2 + (y - 100) ** 2 / 38 ** 2 < 1;
    return head || body ? [235, 235, 240] : base;
  });
  return { contentType: 'image/png', bytes: new Uint8Array(png) };
}
