/**
 * Settings: front or back camera, torch where the camera has one, sound, language; for HR the company calendar;
 * the kiosk's health; lock and logout.
 */
import type { Lang } from '@upah/core/catalogue';
import { consoleLabels, pinLabels, settingsLabels } from '@upah/core/catalogue/labels-console';
import { languageLabels } from '@upah/core/catalogue/labels-shell';
import { profileStore } from '@upah/core/stores/profile';
import { Button } from '@upah/ui/button';
import { ChoiceGroup } from '@upah/ui/choice-group';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { consoleSettings, updateSettings } from '../../lib/console-settings';
import { forgetPin } from '../../lib/kiosk-lock';
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

export default function SettingsRoute() {
  const { label, lang } = useCopy();
  const navigate = useNavigate();
  const settings = useSnapshot(consoleSettings);
  const isHr = useSnapshot(profileStore).profile?.isHr === true;
  const [torchSupported, setTorchSupported] = useState<boolean | null>(null);

  useEffect(() => {
    let live = true;
    void cameraHasTorch(settings.facing).then((has) => live && setTorchSupported(has));
    return () => {
      live = false;
    };
  }, [settings.facing]);

  return (
    <div className="panel">
      <ScreenHeader title={label(consoleLabels.settings)} />
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
      <ChoiceGroup<Lang>
        className="choice"
        legend={label(languageLabels.language)}
        optionClassName="choice__option"
        name="lang"
        value={lang}
        onChange={setLang}
        choices={[
          { value: 'id', content: label(languageLabels.languageId) },
          { value: 'en', content: label(languageLabels.languageEn) },
        ]}
      />
      {isHr ? <CompanyCalendarPanel /> : null}
      <KioskHealthPanel />
      <div className="row">
        <Button variant="secondary" onClick={() => returnToScanLocked(navigate, paths.settings)}>
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
