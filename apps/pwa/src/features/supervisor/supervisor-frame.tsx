/**
 * The frame of every supervisor screen (SPEC §2 attendance area: "The header has a title and a back
 * button"; §6 supervisor only): the header with the back button to /attendance/, then the gate. The gate
 * loads profile and company settings; attendance off, not allowed or not a supervisor opens the forbidden
 * dialog (core's `supervisorAreaBlock`), which leads back to /attendance/ when closed.
 */
import { supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { supervisorAreaBlock } from '@upah/core/rules/supervisor';
import { companyStore, loadCompanySettings } from '@upah/core/stores/company';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { useCopy } from './use-copy';
import './supervisor.css';
import { BackIcon } from '../../ui/back-icon';

function ensureLoaded(): void {
  if (profileStore.status === 'idle' || profileStore.status === 'failure') void loadProfile(api);
  if (companyStore.status === 'idle' || companyStore.status === 'failure') void loadCompanySettings(api);
}

export function SupervisorFrame({
  title,
  children,
}: {
  title: string;
  children: (profile: EmployeeProfile) => ReactNode;
}) {
  const { label, message } = useCopy();
  const navigate = useNavigate();
  const profileSnap = useSnapshot(profileStore);
  const companySnap = useSnapshot(companyStore);
  useEffect(ensureLoaded, []);
  const back = () => navigate(paths.attendance);

  const profile = profileSnap.profile as EmployeeProfile | null;
  const company = companySnap.settings as CompanySettings | null;
  const companyDone = companySnap.status === 'success' || companySnap.status === 'failure';
  let body: ReactNode;
  if (profileSnap.status === 'failure' && !profile) {
    body = (
      <div className="stack">
        <Alert kind="danger" role="alert">
          {profileSnap.error ?? message('fetchError')}
        </Alert>
        <Button variant="secondary" onClick={ensureLoaded}>
          {label(supervisorLabels.retry)}
        </Button>
      </div>
    );
  } else if (!profile || !companyDone) {
    body = <Spinner label={label(supervisorLabels.loading)} />;
  } else {
    const block = supervisorAreaBlock(profile, company);
    body = block ? (
      <Dialog
        open
        onClose={back}
        title={label(supervisorLabels.forbiddenTitle)}
        actions={<Button onClick={back}>{label(supervisorLabels.close)}</Button>}
      >
        <p>{message(block)}</p>
      </Dialog>
    ) : (
      children(profile)
    );
  }

  return (
    <Page
      className="sup-page"
      header={
        <header className="page__header area-header sup-header">
          <button
            type="button"
            className="area-header__button"
            aria-label={label(supervisorLabels.back)}
            onClick={back}
          >
            <BackIcon />
          </button>
          <h1 className="page__title">{title}</h1>
        </header>
      }
    >
      {body}
    </Page>
  );
}
