/**
 * The loan form as a real PDF, made in the browser from the loan's data (SPEC §2 DOWNLOAD): company and
 * employee, amount, tenor, fees, the full instalment schedule, and the written authorisation for the company to
 * deduct each instalment from pay (PP 36/2021 articles 63–65) with signature and date lines.
 *
 * jsPDF is imported statically HERE and this module is imported dynamically by ./use-download on the Download
 * tap only, so neither is part of what /loan/ loads. Text uses the standard Helvetica font (no font file to
 * download); the content streams are left uncompressed, which keeps the file small for one page of text and lets
 * tests read the text back.
 */
import { type Lang, tr } from '@upah/core/catalogue';
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { LoanInstallment, LoanRequest } from '@upah/core/contract/loan';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { formatDate, formatRupiah, jakartaDate } from '@upah/core/format';
import { isWebView } from '@upah/core/rules/web-view';
import { jsPDF } from 'jspdf';

/** A loan as the form needs it (a store snapshot is read-only). */
export type LoanForForm = Omit<Readonly<LoanRequest>, 'installments'> & {
  readonly installments: readonly Readonly<LoanInstallment>[];
};

type Profile = Pick<EmployeeProfile, 'companyName' | 'name' | 'nip' | 'bankCode' | 'bankAccountNumber'>;

const MARGIN = 18;
const PAGE_W = 210;
const PAGE_H = 297;

/** Builds the form; exported for tests. */
export function buildLoanForm(loan: LoanForForm, profile: Profile, lang: Lang): jsPDF {
  const L = (entry: (typeof loanLabels)[keyof typeof loanLabels], vars?: Record<string, string | number>) =>
    tr(entry, lang, vars);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: false });
  doc.setProperties({ title: `${L(loanLabels.pdfTitle)} ${loan.id}`, creator: 'Upah' });
  let y = MARGIN + 4;
  const newPageIfNeeded = (height: number) => {
    if (y + height > PAGE_H - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };

  doc.setFont('helvetica', 'bold').setFontSize(15);
  doc.text(L(loanLabels.pdfTitle), PAGE_W / 2, y, { align: 'center' });
  y += 6;
  doc.setFont('helvetica', 'normal').setFontSize(10);
  doc.text(profile.companyName, PAGE_W / 2, y, { align: 'center' });
  y += 10;

  const rows: [string, string][] = [
    [L(loanLabels.pdfLoanNo), String(loan.id)],
    [L(loanLabels.createdAt), formatDate(loan.createdAt)],
    [L(loanLabels.pdfCompany), profile.companyName],
    [L(loanLabels.pdfEmployee), profile.name],
    [L(loanLabels.pdfEmployeeId), profile.nip ?? '-'],
    [L(loanLabels.pdfBank), `${profile.bankCode ?? '-'} ${profile.bankAccountNumber ?? ''}`.trim()],
    [L(loanLabels.amount), formatRupiah(loan.amount)],
    [L(loanLabels.tenor), L(loanLabels.tenorMonths, { n: loan.installmentLength })],
    [
      L(loanLabels.interestType),
      L(loan.interestType === 'tenor' ? loanLabels.interestTenor : loanLabels.interestFlat),
    ],
    [L(loanLabels.totalInterest), formatRupiah(loan.totalInterestFee)],
    [L(loanLabels.adminFee), formatRupiah(loan.adminFee)],
    [L(loanLabels.principal), formatRupiah(loan.principal)],
  ];
  doc.setFontSize(10.5);
  for (const [term, value] of rows) {
    doc.setFont('helvetica', 'normal').text(term, MARGIN, y);
    doc.setFont('helvetica', 'bold').text(value, MARGIN + 55, y);
    y += 6;
  }

  y += 4;
  doc.setFont('helvetica', 'bold').setFontSize(12).text(L(loanLabels.schedule), MARGIN, y);
  y += 6;
  const cols = [MARGIN, MARGIN + 20, PAGE_W - MARGIN];
  doc.setFontSize(10).setFont('helvetica', 'bold');
  doc.text(L(loanLabels.installmentNo), cols[0] ?? MARGIN, y);
  doc.text(L(loanLabels.dueDate), cols[1] ?? MARGIN, y);
  doc.text(L(loanLabels.installmentAmount), cols[2] ?? PAGE_W, y, { align: 'right' });
  y += 2;
  doc.setLineWidth(0.3).line(MARGIN, y, PAGE_W - MARGIN, y);
  y += 5;
  doc.setFont('helvetica', 'normal');
  for (const i of loan.installments) {
    newPageIfNeeded(6);
    doc.text(String(i.installmentNo), cols[0] ?? MARGIN, y);
    doc.text(formatDate(i.dueDate), cols[1] ?? MARGIN, y);
    doc.text(formatRupiah(i.amount), cols[2] ?? PAGE_W, y, { align: 'right' });
    y += 6;
  }
  doc.line(MARGIN, y - 4, PAGE_W - MARGIN, y - 4);
  doc.setFont('helvetica', 'bold');
  doc.text(formatRupiah(loan.principal), cols[2] ?? PAGE_W, y, { align: 'right' });
  y += 10;

  const text = doc.splitTextToSize(
    L(loanLabels.pdfAuthorisation, { company: profile.companyName }),
    PAGE_W - 2 * MARGIN,
  );
  newPageIfNeeded(12 + text.length * 5 + 45);
  doc.setFont('helvetica', 'bold').setFontSize(12).text(L(loanLabels.pdfAuthorisationTitle), MARGIN, y);
  y += 6;
  doc.setFont('helvetica', 'normal').setFontSize(10.5).text(text, MARGIN, y);
  y += text.length * 5 + 8;
  doc.text(L(loanLabels.pdfPlaceDate), MARGIN, y);
  y += 10;
  const right = PAGE_W / 2 + 10;
  doc.text(L(loanLabels.pdfBorrower), MARGIN, y);
  doc.text(L(loanLabels.pdfCompanySign), right, y);
  y += 24;
  doc.text(L(loanLabels.pdfSignLine), MARGIN, y);
  doc.text(L(loanLabels.pdfSignLine), right, y);
  y += 5;
  doc.text(profile.name, MARGIN, y);
  return doc;
}

/** The file name: loan id and the request date, e.g. formulir-pinjaman-13-2026-11-23.pdf. */
export function loanFormFileName(loan: Pick<LoanRequest, 'id' | 'createdAt'>): string {
  return `formulir-pinjaman-${loan.id}-${jakartaDate(loan.createdAt)}.pdf`;
}

/**
 * Saves the PDF. A browser downloads it; the Android web view (which ignores `download` links unless the host
 * app handles them) opens the PDF blob instead, so it can be viewed and shared from there.
 */
export async function saveLoanForm(loan: LoanForForm, profile: Profile, lang: Lang): Promise<void> {
  const doc = buildLoanForm(loan, profile, lang);
  const name = loanFormFileName(loan);
  if (isWebView(navigator.userAgent)) {
    window.open(doc.output('bloburl'), '_blank');
    return;
  }
  doc.save(name);
}
