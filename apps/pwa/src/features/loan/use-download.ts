/**
 * Download Formulir (SPEC §2 DOWNLOAD): the PDF module (and the PDF library inside it) is imported only when the
 * user asks for the form, so it is not part of what /loan/ loads.
 */
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { useState } from 'react';
import { showAlert } from '../../lib/alerts';
import { useCopy } from '../../lib/use-copy';
import type { LoanForForm } from './loan-pdf';

export function useDownloadForm() {
  const { lang, message } = useCopy();
  const [busy, setBusy] = useState(false);
  const download = async (loan: LoanForForm, profile: EmployeeProfile) => {
    if (busy) return;
    setBusy(true);
    try {
      const { saveLoanForm } = await import('./loan-pdf');
      await saveLoanForm(loan, profile, lang);
    } catch {
      showAlert({ kind: 'danger', text: message('genericError') });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
