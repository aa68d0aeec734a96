/**
 * Scan mode, the console's home: the camera scans continuously; each read becomes a large card
 * (name, shift, type, time) or a red refusal; today's count and the count waiting to sync are always visible.
 * The screen stays awake (Screen Wake Lock) while it is shown. The scanner runs under the kiosk watchdog
 * (lib/scan-watchdog: camera or decoder restarted by itself, counted on Settings); a warning shows when the
 * storage the offline queue writes to runs low.
 */
import { t, tr } from '@upah/core/catalogue';
import { consoleLabels, scanLabels } from '@upah/core/catalogue/labels-console';
import { healthLabels } from '@upah/core/catalogue/labels-console-health';
import { isCameraFault } from '@upah/core/rules/camera-state';
import { scanPresenceRequest } from '@upah/core/rules/scan-session';
import { afterLoadIdle } from '@upah/ui/after-load-idle';
import { useOnline } from '@upah/ui/online';
import { type QrScanner, startQrScanner } from '@upah/ui/qr-scanner';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { consoleSettings } from '../../lib/console-settings';
import { formatBytes, kioskHealth, storageLeft, storageLow } from '../../lib/kiosk-health';
import { useLang } from '../../lib/lang';
import { codeIdempotencyKey, presenceQueue, queuedCodeKeys } from '../../lib/presence-queue';
import { type ScanWatch, superviseScanner } from '../../lib/scan-watchdog';
import { loadSubordinates, subordinatesStore } from '../../lib/subordinates';
import { useCopy } from '../../lib/use-copy';
import { TeamMenu } from '../../ui/team-menu';
import { beep } from './beep';
import { CameraStatePanel } from './camera-state-panel';
import { clearCard, handleScan, type ScanCard, scanState } from './scan-store';
import { useWakeLock } from './wake-lock';

const VIEWFINDER_ID = 'scan-viewfinder';
/** Continuous scanning: up to 10 decodes a second; pacing is the scan session's duplicate rule. */
const DECODE_INTERVAL_MS = 100;
/** How long a card stays when no other code comes. */
const CARD_MS = 4000;

/** "perangkat baru": the employee's phone key changed in the last 24 hours (a hint, never a block). */
function NewDevice({ card }: { card: ScanCard }) {
  const { message } = useCopy();
  if (!card.newDevice || !card.name) return null;
  return (
    <p className="scan-card__device" data-testid="new-device">
      {message('scanNewDevice', { name: card.name })}
    </p>
  );
}

function Card({ card }: { card: ScanCard }) {
  const lang = useLang();
  const pending = useSnapshot(presenceQueue.state).pending;
  if (card.kind === 'refused') {
    return (
      <section
        className="scan-card scan-card--refused"
        data-testid="scan-card"
        data-kind="refused"
        data-seq={card.seq}
      >
        <h2 className="scan-card__title">{tr(scanLabels.invalidTitle, lang)}</h2>
        <p className="scan-card__message">{t(card.message, lang, card.vars)}</p>
        <NewDevice card={card} />
      </section>
    );
  }
  const type = card.type === 'clock-out' ? scanLabels.clockOut : scanLabels.clockIn;
  const queued = card.kind === 'accepted' && pending.length > 0;
  return (
    <section
      className={`scan-card scan-card--${card.kind}`}
      data-testid="scan-card"
      data-kind={card.kind}
      data-seq={card.seq}
    >
      <p className="scan-card__type">{tr(type, lang)}</p>
      <h2 className="scan-card__name">{card.name}</h2>
      <dl className="scan-card__facts">
        <div>
          <dt>{tr(scanLabels.shift, lang)}</dt>
          <dd>{card.shiftName}</dd>
        </div>
        <div>
          <dt>{tr(scanLabels.time, lang)}</dt>
          <dd>{card.time}</dd>
        </div>
      </dl>
      <p className="scan-card__message">
        {card.kind === 'duplicate' ? tr(scanLabels.alreadyRecorded, lang) : t(card.message, lang)}
        {queued ? <span className="badge badge--pending"> · {tr(scanLabels.queued, lang)}</span> : null}
      </p>
      <NewDevice card={card} />
    </section>
  );
}

export default function ScanRoute() {
  const lang = useLang();
  const scan = useSnapshot(scanState);
  const queue = useSnapshot(presenceQueue.state);
  const online = useOnline();
  const health = useSnapshot(kioskHealth);
  const scanner = useRef<QrScanner | null>(null);
  const watch = useRef<ScanWatch | null>(null);
  const viewfinder = useRef<HTMLDivElement>(null);
  useWakeLock();

  useEffect(() => {
    void presenceQueue.start();
  }, []);

  useEffect(() => {
    let cancelled = false;
    // The camera starts once the codes can be checked: at once with the subordinates cached by an earlier visit
    // (a kiosk reloaded at the gate), else when their first load has settled (a code read before it would be
    // refused as not a subordinate). Then at the next idle moment, so the decoder's worker and its wasm do not
    // compete with the screen's first render on a slow tablet.
    const loading = loadSubordinates().catch(() => {});
    const known = subordinatesStore.subordinates.length > 0 ? Promise.resolve() : loading;
    let timer = 0;
    const onText = async (text: string, running: QrScanner) => {
      const now = Date.now();
      const outcome = await handleScan(text, {
        passphrase: env.qrPassphrase,
        subordinates: subordinatesStore.subordinates,
        now,
        queuedCodes: queuedCodeKeys(),
      });
      if (cancelled) return;
      if (outcome.kind === 'ignored') return;
      if (consoleSettings.sound) beep(outcome.kind === 'accepted' ? 'ok' : 'refused');
      window.clearTimeout(timer);
      timer = window.setTimeout(() => clearCard(outcome.card.seq), CARD_MS);
      if (outcome.kind !== 'accepted') return;
      const frame = running.grabFrame();
      const request = scanPresenceRequest(outcome.presence, now);
      void frame.then((photo) =>
        presenceQueue.enqueue(
          'qr-presence',
          { ...request, photo },
          {
            happenedAt: now,
            label: outcome.presence.name,
            subjectId: outcome.presence.subordinateId,
            idempotencyKey: codeIdempotencyKey(outcome.presence),
          },
        ),
      );
    };
    const start = () => {
      const element = viewfinder.current;
      if (cancelled || !element) return;
      watch.current = superviseScanner({
        start: ({ onDecoderEvent, onTrackEnded }) =>
          startQrScanner(element, {
            facing: consoleSettings.facing,
            onText: (text, running) => void onText(text, running),
            intervalMs: DECODE_INTERVAL_MS,
            onDecoderEvent,
            onTrackEnded,
          }),
        onRunning: async (running) => {
          scanner.current = running;
          if (consoleSettings.torch && running.torchSupported()) await running.setTorch(true);
        },
      });
    };
    void known.then(() => afterLoadIdle(start, { timeoutMs: 1000, fallbackMs: 0 }));
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      watch.current?.stop();
      watch.current = null;
      scanner.current = null;
    };
  }, []);

  return (
    <div className="scan">
      <header className="scan__bar">
        <h1 className="scan__title">{tr(consoleLabels.scan, lang)}</h1>
        <p className="stat" data-testid="today-count">
          <span className="stat__value">{scan.todayCount}</span>
          <span className="stat__label">{tr(scanLabels.todayCount, lang)}</span>
        </p>
        <p className={`stat${queue.pending.length > 0 ? ' stat--pending' : ''}`} data-testid="pending-count">
          <span className="stat__value">{queue.pending.length}</span>
          <span className="stat__label">{tr(scanLabels.pendingSync, lang)}</span>
        </p>
        {queue.failed.length > 0 ? (
          <p className="stat stat--failed" data-testid="failed-count">
            <span className="stat__value">{queue.failed.length}</span>
            <span className="stat__label">{tr(scanLabels.failedSync, lang)}</span>
          </p>
        ) : null}
        <nav className="scan__nav" aria-label={tr(consoleLabels.menu, lang)}>
          <Link className="btn btn--secondary" to={paths.manual}>
            {tr(consoleLabels.manual, lang)}
          </Link>
          <Link className="btn btn--secondary" to={paths.approvals(0)}>
            {tr(consoleLabels.approvals, lang)}
          </Link>
          <Link className="btn btn--secondary" to={paths.settings}>
            {tr(consoleLabels.settings, lang)}
          </Link>
          <TeamMenu />
        </nav>
      </header>
      {online ? null : (
        <p className="banner banner--offline" role="status">
          {tr(scanLabels.offline, lang)}
        </p>
      )}
      {storageLow(health) ? (
        <p className="banner banner--offline" role="status" data-testid="storage-low">
          {tr(healthLabels.storageLow, lang, { free: formatBytes(storageLeft(health) ?? 0, lang) })}
        </p>
      ) : null}
      <main className="scan__main">
        <div className="scan__camera">
          <div
            id={VIEWFINDER_ID}
            ref={viewfinder}
            className="scan__viewfinder"
            aria-label={tr(scanLabels.camera, lang)}
            role="img"
          />
          {health.camera.kind === 'starting' ? (
            <p className="scan__hint" data-testid="camera-starting">
              {tr(scanLabels.cameraStarting, lang)}
            </p>
          ) : null}
          <CameraStatePanel state={health.camera} onRetry={() => watch.current?.retry()} />
        </div>
        <div className="scan__result" aria-live="assertive" aria-atomic="true">
          {scan.card ? (
            <Card card={scan.card} />
          ) : isCameraFault(health.camera.kind) ? null : (
            // No "hold the code up" while the camera is down: the state beside it says what to do instead.
            <p className="scan__aim">{tr(scanLabels.aim, lang)}</p>
          )}
        </div>
      </main>
    </div>
  );
}
