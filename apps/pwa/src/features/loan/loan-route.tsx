/**
 * /loan/ (exact), the cooperative loan area (SPEC §2 "Cooperative loan area"; issue 9). One route, views driven
 * by state (./use-loan-nav keeps the view in the history entry; core's `visibleView` guards it). Each view's
 * title is the header's h1 and the document title. When the company has loan management off, the forbidden
 * dialog shows and closing it returns to Home.
 */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { companyStore, loadCompanySettings } from '@upah/core/stores/company';
import { type LoanView, loanStore, visibleView } from '@upah/core/stores/loan';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useDeferredSnapshot } from '../../lib/use-deferred-snapshot';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { LoanHome } from './loan-home';
import { useText } from './use-label';
import { useLoanNav } from './use-loan-nav';
import './loan.css';
import { BackIcon } from '../../ui/back-icon';

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
  const { label, message } = useText();
  const navigate = useNavigate();
  const nav = useLoanNav();
  const loan = useSnapshot(loanStore);
  const { profile, status: profileStatus, error: profileError } = useDeferredSnapshot(profileStore);
  const { settings } = useDeferredSnapshot(companyStore);

  useEffect(() => {
    if (profileStore.status === 'idle' || profileStore.status === 'failure') void loadProfile(api);
    if (companyStore.status === 'idle' || companyStore.status === 'failure') void loadCompanySettings(api);
  }, []);

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

  const forbidden = settings !== null && !settings.loan_management_enabled;
  const me = profile as EmployeeProfile | null;

  let body: React.ReactNode;
  if (forbidden) body = null;
  else if (!me) {
    body =
      profileStatus === 'failure' ? (
        <Alert kind="danger" role="alert">
          {profileError ?? message('fetchError')}
        </Alert>
      ) : (
        <Spinner label={label(loanLabels.loading)} />
      );
  } else if (view === 'fill') body = <LoanFill nav={nav} profile={me} />;
  else if (view === 'confirm') body = <LoanConfirm nav={nav} profile={me} />;
  else if (view === 'success') body = <LoanSuccess nav={nav} profile={me} />;
  else if (view === 'detail') body = <LoanDetail loanId={nav.loanId} profile={me} />;
  else body = <LoanHome nav={nav} />;

  return (
    <Page
      className="loan"
      header={
        <header className="page__header area-header loan-header">
          <button
            type="button"
            className="area-header__button"
            aria-label={label(loanLabels.back)}
            onClick={() => nav.back()}
          >
            <BackIcon />
          </button>
          <h1 className="page__title">{title}</h1>
        </header>
      }
    >
      <Suspense fallback={<Spinner label={label(loanLabels.loading)} />}>{body}</Suspense>
      <Dialog
        open={forbidden}
        onClose={() => navigate(paths.dashboardTab(0), { replace: true })}
        title={label(loanLabels.formTitle)}
        actions={
          <Button onClick={() => navigate(paths.dashboardTab(0), { replace: true })}>
            {label(loanLabels.toDashboard)}
          </Button>
        }
      >
        <p>{message('forbidden')}</p>
      </Dialog>
    </Page>
  );
}
