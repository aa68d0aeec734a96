/**
 * A phone's name from its user agent, for "Perangkat baru" and Profil (DESIGN "Evidence"): the browser and the
 * system, in the words a supervisor recognises ("Chrome di Android (Pixel 7)"). Never throws; an unknown agent is
 * "Perangkat tidak dikenal".
 */
const UNKNOWN = 'Perangkat tidak dikenal';

function browserOf(ua: string): string | null {
  if (/; wv\)/.test(ua)) return 'Aplikasi Upah';
  if (/EdgA?\//.test(ua)) return 'Edge';
  if (/SamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/(Firefox|FxiOS)\//.test(ua)) return 'Firefox';
  if (/(Chrome|Chromium|CriOS)\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  return null;
}

function systemOf(ua: string): string | null {
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  const android = /Android [\d.]+; ([^;)]+?)(?: Build\/[^;)]*)?[;)]/.exec(ua);
  if (android) {
    const model = android[1]?.trim();
    return model && model !== 'K' ? `Android (${model.slice(0, 40)})` : 'Android';
  }
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'Mac';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return null;
}

export function deviceNameOf(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return `${browser} di ${system}`;
  return browser ?? system ?? UNKNOWN;
}
