/** Settings: front or back camera, torch where the camera has one, sound; the kiosk's health; lock and logout. */
import { tr } from '@upah/core/catalogue';
import { consoleLabels, pinLabels, settingsLabels } from '@upah/core/catalogue/labels-console';
import { Button } from '@upah/ui/button';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { consoleSettings, updateSettings } from '../../lib/console-settings';
import { forgetPin, lock } from '../../lib/kiosk-lock';
import { useLang } from '../../lib/lang';
import { logout } from '../../lib/session';
import { ScreenHeader } from '../../ui/screen-header';
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
  const lang = useLang();
  const navigate = useNavigate();
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
    <div className="panel">
      <ScreenHeader title={tr(consoleLabels.settings, lang)} />
      <fieldset className="choice">
        <legend>{tr(settingsLabels.camera, lang)}</legend>
        {(['environment', 'user'] as const).map((facing) => (
          <label key={facing} className="choice__option">
            <input
              type="radio"
              name="facing"
              checked={settings.facing === facing}
              onChange={() => updateSettings({ facing })}
            />
            {tr(facing === 'environment' ? settingsLabels.back : settingsLabels.front, lang)}
          </label>
        ))}
      </fieldset>
      <label className="choice__option">
        <input
          type="checkbox"
          checked={settings.torch && torchSupported === true}
          disabled={torchSupported !== true}
          onChange={(e) => updateSettings({ torch: e.target.checked })}
        />
        {tr(settingsLabels.torch, lang)}
        {torchSupported === false ? (
          <span className="muted"> ({tr(settingsLabels.torchUnsupported, lang)})</span>
        ) : null}
      </label>
      <label className="choice__option">
        <input
          type="checkbox"
          checked={settings.sound}
          onChange={(e) => updateSettings({ sound: e.target.checked })}
        />
        {tr(settingsLabels.sound, lang)}
      </label>
      <KioskHealthPanel />
      <div className="row">
        <Button
          variant="secondary"
          onClick={() => {
            lock();
            navigate(paths.scan, { replace: true });
          }}
        >
          {tr(pinLabels.lock, lang)}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            forgetPin();
            logout();
          }}
        >
          {tr(consoleLabels.logout, lang)}
        </Button>
      </div>
    </div>
  );
}
