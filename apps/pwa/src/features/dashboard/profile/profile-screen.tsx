/**
 * Profil, tabs 3 and 4 (SPEC §2 profile, §4 "Bank verification display"): company, name, phone, bank code
 * and account number with the verification status colour (VALID green, PENDING orange, else 'Invalid'
 * red), the phone that clocks in (device-section.tsx), the change-password dialog (on first use) and logout.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { bankVerificationDisplay } from '@upah/core/rules/status';
import { Button } from '@upah/ui/button';
import { lazy, Suspense, useState } from 'react';
import { logout } from '../../../lib/session';
import { useCopy } from '../../../lib/use-copy';
import { LanguageSwitch } from '../../../ui/language-switch';

/**
 * The change-password dialog (its form, the auth contract and labels) loads with the first tap on its button, not
 * with Profil, and stays mounted after it.
 */
const ChangePasswordDialog = lazy(() =>
  import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
/** Perangkat absen: its own chunk, after Profil's first render (the device contract and the key store). */
const DeviceSection = lazy(() => import('./device-section').then((m) => ({ default: m.DeviceSection })));

const STATUS_LABEL = {
  Valid: dashboardLabels.bankStatusValid,
  Pending: dashboardLabels.bankStatusPending,
  Invalid: dashboardLabels.bankStatusInvalid,
} as const;

export default function ProfileScreen({ profile }: { profile: EmployeeProfile }) {
  const { label } = useCopy();
  const [changing, setChanging] = useState(false);
  const [changeAsked, setChangeAsked] = useState(false);
  const bank = bankVerificationDisplay(profile.bankVerificationStatus);
  const notSet = label(dashboardLabels.notSet);
  const rows: [string, string][] = [
    [label(dashboardLabels.profileCompany), profile.companyName],
    [label(dashboardLabels.profileName), profile.name],
    [label(dashboardLabels.profilePhone), profile.phoneNumber],
    [label(dashboardLabels.profileBank), profile.isBankSetup ? (profile.bankCode ?? notSet) : notSet],
    [
      label(dashboardLabels.profileAccount),
      profile.isBankSetup ? (profile.bankAccountNumber ?? notSet) : notSet,
    ],
  ];
  return (
    <div className="profile stack">
      <dl className="summary profile__list">
        {rows.map(([term, value]) => (
          <div className="summary__row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {profile.isBankSetup ? (
          <div className="summary__row">
            <dt>{label(dashboardLabels.profileBankStatus)}</dt>
            <dd>
              <span className={`bank-status bank-status--${bank.tone}`} data-testid="bank-status">
                {label(STATUS_LABEL[bank.label])}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      <LanguageSwitch name="profile-language" />
      <Button
        variant="secondary"
        block
        aria-haspopup="dialog"
        onClick={() => {
          setChangeAsked(true);
          setChanging(true);
        }}
      >
        {label(dashboardLabels.changePassword)}
      </Button>
      <Button variant="danger" block onClick={() => logout()}>
        {label(dashboardLabels.logout)}
      </Button>
      {/* last: it arrives after Profil's first render (its chunk, the key, the API) and moves nothing above it */}
      <Suspense fallback={null}>
        <DeviceSection profile={profile} />
      </Suspense>
      {changeAsked ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
