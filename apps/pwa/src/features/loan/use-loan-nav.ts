/**
 * The loan area's views live in the browser history entry's state, not in the URL (SPEC §2 "views driven by
 * state rather than route"): going forward pushes an entry, going back pops one, so the Android back button,
 * the browser back and the header back all do the same (§2 back steps: confirm → fill → home, detail → home,
 * home → browser back).
 */
import type { LoanView } from '@upah/core/stores/loan';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';

interface LoanEntryState {
  loanView?: LoanView;
  loanId?: number;
}

export interface LoanNav {
  /** The view the history entry asks for (core's `visibleView` decides what shows). */
  readonly requested: LoanView | undefined;
  readonly loanId: number | null;
  go(view: LoanView, options?: { id?: number; replace?: boolean }): void;
  /** One step back in history; from the app's first entry (opened directly) to Home. */
  back(steps?: number): void;
}

export function useLoanNav(): LoanNav {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as LoanEntryState;
  const go = useCallback<LoanNav['go']>(
    (view, options = {}) =>
      navigate(paths.loan, {
        state: { loanView: view, loanId: options.id } satisfies LoanEntryState,
        replace: options.replace ?? false,
      }),
    [navigate],
  );
  const back = useCallback(
    (steps = 1) => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (idx >= steps) navigate(-steps);
      else navigate(paths.home, { replace: true });
    },
    [navigate],
  );
  return { requested: state.loanView, loanId: state.loanId ?? null, go, back };
}
