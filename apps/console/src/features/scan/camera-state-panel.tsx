/**
 * The scan screen's camera when it does not run (core rules/camera-state): what is wrong and what to do, lasting
 * until it is fixed, with Coba lagi and the way to record attendance by hand meanwhile (Presensi Bawahan, behind
 * the PIN). While the camera starts, one line says so.
 */
import { cameraFaultLabels, cameraStateLabels } from '@upah/core/catalogue/labels-console-camera';
import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { jakartaTime } from '@upah/core/format';
import { type CameraState, isCameraFault, STARTING_LIMIT_MS } from '@upah/core/rules/camera-state';
import { Button } from '@upah/ui/button';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCopy } from '../../lib/use-copy';
import './camera-state-panel.css';

export function CameraStatePanel({ state, onRetry }: { state: CameraState; onRetry: () => void }) {
  const { label } = useCopy();
  const { kind } = state;
  if (!isCameraFault(kind)) return null;
  const copy = cameraFaultLabels[kind];
  const vars = {
    site: window.location.host,
    time: jakartaTime(state.since).slice(0, 5),
    seconds: STARTING_LIMIT_MS / 1000,
    error: state.errorName ?? '',
  };
  return (
    <section
      className="camera-state"
      data-testid="camera-state"
      data-state={kind}
      aria-labelledby="camera-state-title"
    >
      <div role="alert">
        <h2 id="camera-state-title" className="camera-state__title">
          {label(copy.title)}
        </h2>
        <p className="camera-state__what">{label(copy.what, vars)}</p>
      </div>
      <h3 className="camera-state__todo">{label(cameraStateLabels.whatToDo)}</h3>
      <ol className="camera-state__steps">
        {copy.steps.map((step) => (
          <li key={step.id}>{label(step, vars)}</li>
        ))}
      </ol>
      <p className="camera-state__manual">{label(cameraStateLabels.manualHint)}</p>
      <div className="camera-state__actions">
        <Button onClick={onRetry}>{label(shellLabels.retry)}</Button>
        <Link className="btn btn--secondary" to={paths.manual}>
          {label(cameraStateLabels.manualLink)}
        </Link>
      </div>
    </section>
  );
}
