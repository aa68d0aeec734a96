/**
 * /loan/ (exact), the cooperative loan area (SPEC §2 "Cooperative loan area"). One route, views driven
 * by state (./use-loan-nav keeps the view in the history entry; core's `visibleView` guards it). Each view's
 * title is the header's h1 and the document title. The area gate (@upah/ui/area-gate) loads profile and company;
 * when the company has loan management off (core's `loanAreaBlock`), the forbidden dialog shows and closing it
 * returns to Home.
 */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import { loanAreaBlock } from '@upah/core/rules/loan';
import { type LoanView, loanStore, visibleView } from '@upah/core/stores/loan';
import { AreaStatus, useAreaGate } from '@upah/ui/area-gate';
import { Spinner } from '@upah/ui/spinner';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { AreaForbidden } from '../../ui/area-forbidden';
import { Page } from '../../ui/page';
import { LoanHome } from './loan-home';
import { useLoanNav } from './use-loan-nav';
import './loan.css';
import { AreaHeader } from '../../ui/area-header';

// Views other than Home load when they show: /loan/ opens on Home (its history) and loads only Home; the form,
// confirm, success and detail views are chunks of their own (the service worker has them all once installed).
const LoanFill = lazy(() => import('./loan-fill').then((m) => ({ default: m.LoanFill })));
const LoanConfirm = lazy(() => import('./loan-confirm').then((m) => ({ default: m.LoanConfirm })));
const LoanSuccess = lazy(() => import('./loan-success').then((m) => ({ default: m.LoanSuccess })));
const LoanDetail = lazy(() => import('./loan-detail').then((m) => ({ default: m.LoanDetail })));

const TITLES = {
  home: loanLabels.homeTitle,
  fill: loanLabels.formTitle,
  confirm: loanLabels.confirmTitle,
  success: loanLabels.successTitle,
  detail: loanLabels.detailTitle,
} as const satisfies Record<LoanView, unknown>;

export default function LoanRoute() {
  const { lang, label } = useCopy();
  const nav = useLoanNav();
  const loan = useSnapshot(loanStore);
  const gate = useAreaGate(api, loanAreaBlock);

  const view = visibleView(nav.requested, loan);
  useEffect(() => {
    // a reload on confirm (no draft any more) or success: show and record what can show
    if (nav.requested !== undefined && view !== nav.requested)
      nav.go(view, { id: nav.loanId ?? undefined, replace: true });
  }, [view, nav]);

  const title = label(TITLES[view]);
  useEffect(() => {
    document.title = `${title} · Upah`;
  }, [title]);

  let body: React.ReactNode;
  if (gate.kind === 'blocked') body = null;
  else if (gate.kind !== 'ready') {
    body = <AreaStatus gate={gate} lang={lang} />;
  } else if (view === 'fill') body = <LoanFill nav={nav} profile={gate.profile} />;
  else if (view === 'confirm') body = <LoanConfirm nav={nav} profile={gate.profile} />;
  else if (view === 'success') body = <LoanSuccess nav={nav} profile={gate.profile} />;
  else if (view === 'detail') body = <LoanDetail loanId={nav.loanId} profile={gate.profile} />;
  else body = <LoanHome nav={nav} />;

  return (
    <Page
      className="loan"
      header={
        <AreaHeader
          className="loan-header"
          title={title}
          backLabel={label(loanLabels.back)}
          onBack={nav.back}
        />
      }
    >
      <Suspense fallback={<Spinner label={label(loanLabels.loading)} />}>{body}</Suspense>
      <AreaForbidden gate={gate} title={loanLabels.formTitle} leaveLabel={loanLabels.toDashboard} />
    </Page>
  );
}
