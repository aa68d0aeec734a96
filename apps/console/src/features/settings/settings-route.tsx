/**
 * Settings: the tablet's mode (gate, desk, or by role: rules/console-mode.ts); at the gate front or back camera,
 * torch where the camera has one (a desk never starts the camera, not even to ask), sound; language; for HR the
 * company calendar; the kiosk's health; lock and logout.
 */
import { consoleLabels, pinLabels, settingsLabels } from '@upah/core/catalogue/labels-console';
import type { TabletMode } from '@upah/core/rules/console-mode';
import { profileStore } from '@upah/core/stores/profile';
import { Button } from '@upah/ui/button';
import { ChoiceGroup } from '@upah/ui/choice-group';
import { LanguageChoice } from '@upah/ui/language-choice';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { consoleMode, setTabletMode } from '../../lib/console-mode';
import { consoleSettings, updateSettings } from '../../lib/console-settings';
import { forgetPin, lock } from '../../lib/kiosk-lock';
import { setLang } from '../../lib/lang';
import { returnToScanLocked } from '../../lib/return-to-scan';
import { logout } from '../../lib/session';
import { useCopy } from '../../lib/use-copy';
import { ScreenHeader } from '../../ui/screen-header';
import { CompanyCalendarPanel } from './company-calendar-panel';
import { KioskHealthPanel } from './kiosk-health-panel';

/** Whether the chosen camera offers a torch (MediaStreamTrack capabilities). */
async function cameraHasTorch(facing: 'environment' | 'user'): Promise<boolean> {
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing } });
    const track = stream.getVideoTracks()[0];
    const caps = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
    for (const t of stream.getTracks()) t.stop();
    return caps.torch === true;
  } catch {
    return false;
  }
}

/** Mode Scan's own settings: which camera reads the codes, its torch, the sound of a scan. */
function ScanSettings() {
  const { label } = useCopy();
  const settings = useSnapshot(consoleSettings);
  const [torchSupported, setTorchSupported] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void cameraHasTorch(settings.facing).then((has) => live && setTorchSupported(has));
    return () => {
      live = false;
    };
  }, [settings.facing]);

  return (
    <section aria-label={label(settingsLabels.scanSection)}>
      <ChoiceGroup
        className="choice"
        legend={label(settingsLabels.camera)}
        optionClassName="choice__option"
        name="facing"
        value={settings.facing}
        onChange={(facing) => updateSettings({ facing })}
        choices={[
          { value: 'environment', content: label(settingsLabels.back) },
          { value: 'user', content: label(settingsLabels.front) },
        ]}
      />
      <label className="choice__option">
        <input
          type="checkbox"
          checked={settings.torch && torchSupported === true}
          disabled={torchSupported !== true}
          onChange={(e) => updateSettings({ torch: e.target.checked })}
        />
        {label(settingsLabels.torch)}
        {torchSupported === false ? (
          <span className="muted"> ({label(settingsLabels.torchUnsupported)})</span>
        ) : null}
      </label>
      <label className="choice__option">
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(e) => updateSettings({ sound: e.target.checked })}
        />
        {label(settingsLabels.sound)}
      </label>
    </section>
  );
}

export default function SettingsRoute() {
  const { label, lang } = useCopy();
  const navigate = useNavigate();
  const { mode: tablet } = useSnapshot(consoleSettings);
  const isHr = useSnapshot(profileStore).profile?.isHr === true;
  const atGate = useSnapshot(consoleMode).current === 'gate';

  return (
    <div className="panel">
      <ScreenHeader title={label(consoleLabels.settings)} />
      <ChoiceGroup<TabletMode>
        className="choice"
        legend={label(settingsLabels.tabletMode)}
        optionClassName="choice__option"
        name="tablet-mode"
        value={tablet}
        onChange={(mode) => setTabletMode(mode, isHr)}
        choices={[
          { value: 'auto', content: label(settingsLabels.modeAuto) },
          { value: 'gate', content: label(settingsLabels.modeGate) },
          { value: 'desk', content: label(settingsLabels.modeDesk) },
        ]}
      />
      <p className="muted settings__hint">{label(settingsLabels.modeHint)}</p>
      {atGate ? <ScanSettings /> : null}
      <LanguageChoice className="choice" optionClassName="choice__option" lang={lang} onChange={setLang} />
      {isHr ? <CompanyCalendarPanel /> : null}
      <KioskHealthPanel />
      <div className="row">
        <Button
          variant="secondary"
          onClick={() => (atGate ? returnToScanLocked(navigate, paths.settings) : lock())}
        >
          {label(pinLabels.lock)}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            forgetPin();
            void logout();
          }}
        >
          {label(consoleLabels.logout)}
        </Button>
      </div>
    </div>
  );
}
