/**
 * The smoke of both apps, written once against the driver interface (./driver.ts) and run in every engine
 * (./run.ts): what a user of Firefox or of iPhone Safari's WebKit does first. Steps run in order and share the
 * devices they open; each names the SPEC section it pins and checks exact copy, amounts and dates, so a screen
 * that breaks in one engine fails here. The personas and the requests are the engine's own (a gate persona and
 * leave dates per engine), so the two engines never see each other's records on the shared mock.
 * The Chromium e2e (apps/*\/e2e) holds the rest: every screen, 360 px, CSP, codes read off a camera.
 */
import { readQrPng } from '../apps/console/e2e/support/read-qr';
import { PERSONA_PASSWORD } from '../mocks/src/personas';
import type { DeviceOptions, Engine, Tab } from './driver';
import { acceptAtTheGate } from './gate';
import { loanAmountsOf, personaByPhone } from './mock-api';
import { fail, Page } from './page';
import { urls } from './servers';

const PHONE = { width: 360, height: 740 };
const TABLET = { width: 1280, height: 800 };
const EMPLOYEE = '081100000001';
const SUPERVISOR = '081100000002';
const OPERATOR = '081100000011';
/** hr of 300, who works at a desk (the console's Mode meja). */
const HR = '081100000016';
/** A gate persona (gate-1…3) per engine: each engine's phone registers its own key and is scanned once. */
const GATE_PERSONA: Record<Engine['name'], string> = { firefox: '081100000017', webkit: '081100000018' };
/** Days from today of each engine's leave: two engines, two requests the approvals can tell apart. */
const LEAVE_FROM_TODAY: Record<Engine['name'], number> = { firefox: 30, webkit: 44 };

export interface Suite {
  engine: Engine;
  /** The devices opened so far, by who holds them. */
  devices: Map<string, Page>;
  /** The leave the employee sent (the console's approvals must list it). */
  leave?: { category: string; start: JakartaDay; end: JakartaDay };
  screenshot(name: string, page: Page): Promise<void>;
}

export interface Step {
  name: string;
  run(suite: Suite): Promise<void>;
}

async function device(suite: Suite, who: string, app: 'pwa' | 'console', options: DeviceOptions = {}) {
  const known = suite.devices.get(who);
  if (known) return known;
  const tab: Tab = await suite.engine.device(app === 'pwa' ? PHONE : TABLET, options);
  const page = new Page(tab, urls[app]);
  suite.devices.set(who, page);
  return page;
}

/** The /login form as a user fills it (both apps share it: @upah/ui's login form). */
async function signIn(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.fill({ label: 'Nomor HP' }, phone);
  await page.fill({ label: 'Password' }, PERSONA_PASSWORD);
  await page.click({ role: 'button', name: 'Masuk' });
}

/** The employee's phone, signed in (the first step signs in; later steps fail plainly if it did not). */
function phoneOf(suite: Suite): Page {
  const page = suite.devices.get('employee');
  if (!page) fail('the employee is not signed in (the sign-in step failed)');
  return page;
}

interface JakartaDay {
  iso: string;
  long: string;
  short: string;
}

/** YYYY-MM-DD `days` from today in Jakarta, and its long and short Indonesian forms by Intl (not the app's formatter). */
function jakartaDay(days: number): JakartaDay {
  const at = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
  const inIndonesian = (month: 'long' | 'short') =>
    new Intl.DateTimeFormat('id-ID', {
      timeZone: 'Asia/Jakarta',
      day: 'numeric',
      month,
      year: 'numeric',
    }).format(at);
  return { iso, long: inIndonesian('long'), short: inIndonesian('short') };
}

const leaveDescription = (engine: Engine['name']) => `Liburan keluarga (${engine})`;

const nav = { role: 'navigation', name: 'Navigasi utama' };

export const STEPS: Step[] = [
  {
    name: '§5 PWA sign-in: the /login form of 081100000001 opens the dashboard',
    async run(suite) {
      const page = await device(suite, 'employee', 'pwa');
      await signIn(page, EMPLOYEE);
      await page.path(/^\/dashboard\/0$/);
      await suite.screenshot('pwa-dashboard', page);
    },
  },
  {
    name: '§2 dashboard Home: greeting by name, the module cards, five tabs',
    async run(suite) {
      const page = phoneOf(suite);
      await page.visible({ role: 'heading', level: 1, name: 'Halo, Budi Santoso' });
      for (const [card, href] of [
        ['Gaji On-Demand', '/dashboard/2'],
        ['Pinjaman Koperasi', '/loan/'],
        ['Absensi', '/attendance/'],
        ['Input Produksi', '/production-tracking/'],
      ] as const)
        await page.attr({ role: 'link', nameHas: card }, 'href', href);
      await page.links('Navigasi utama', ['Home', 'Riwayat', 'Tarik Gaji', 'Profil', 'Profil']);
      await page.attr({ role: 'link', within: nav }, 'aria-current', 'page');
      await page.axe();
    },
  },
  {
    name: '§4 Tarik Gaji preview: Rp 150.000 costs Rp 4.500, Rp 145.500 received, confirm waits for the terms',
    async run(suite) {
      const page = phoneOf(suite);
      await page.open({ role: 'link', nameHas: 'Gaji On-Demand' }, /^\/dashboard\/2$/, 'Tarik Gaji');
      await page.text({ testId: 'withdraw-counter' }, '0 / 5');
      // five steps of Rp 10.000 above the minimum of Rp 100.000, with the engine's own arrow keys
      await page.press({ role: 'slider', name: 'Jumlah penarikan' }, 'ArrowRight', 5);
      await page.text({ css: 'output' }, 'Rp 150.000');
      await page.fill({ label: 'Alasan penarikan' }, 'Biaya sekolah anak');
      await page.axe();
      await page.click({ role: 'button', name: 'Tarik Gaji' });
      const dialog = { role: 'dialog', name: 'Konfirmasi Penarikan' };
      await page.visible(dialog);
      await page.visible({ css: '*', name: 'Rp 4.500', within: dialog });
      await page.visible({ css: '*', name: 'Rp 145.500', within: dialog });
      const confirm = { role: 'button', name: 'Konfirmasi', within: dialog };
      // the terms come with the confirmation: until they are ticked, Konfirmasi says why it waits
      await page.visible({
        css: 'li',
        name: 'Silakan baca dan setujui syarat dan ketentuan',
        within: dialog,
      });
      if ((await page.call<boolean | null>('disabled', confirm)) !== true)
        fail('Konfirmasi is enabled before the terms are accepted');
      await page.click({ role: 'checkbox', within: dialog });
      await page.until(
        'Konfirmasi enabled once the terms are ticked',
        async () => (await page.call<boolean | null>('disabled', confirm)) === false,
      );
      await page.axe();
      await suite.screenshot('pwa-withdraw-preview', page);
      await page.tab.press('Escape');
      await page.gone(dialog);
    },
  },
  {
    name: '§2 attendance home: shift of today, Absen Masuk, the summary and the request menus',
    async run(suite) {
      const page = phoneOf(suite);
      await page.goto('/dashboard/0');
      await page.open({ role: 'link', nameHas: 'Absensi' }, /^\/attendance\/$/, 'Absensi');
      await page.visible({ css: 'p, span, div', name: 'Budi Santoso' });
      await page.until('the shift of today', async () =>
        /Shift (Kantor|Akhir Pekan).*\d{2}[.:]\d{2} – \d{2}[.:]\d{2} WIB/.test(
          (await page.call<string | null>('text', { testId: 'shift' })) ?? '',
        ),
      );
      await page.visible({ role: 'link', name: 'Absen Masuk' });
      await page.visible({ role: 'table', name: 'Ringkasan presensi' });
      await page.links('Menu absensi', ['Remote', 'Izin', 'Presensi']);
      await page.axe();
      await suite.screenshot('pwa-attendance-home', page);
    },
  },
  {
    name: '§2 map: painted without Leaflet (tiles, offices, zoom buttons); Perbesar loads Leaflet on the same view',
    async run(suite) {
      const page = phoneOf(suite);
      await page.goto('/attendance/maps');
      const map = { css: '.static-map' };
      await page.visible(map);
      await page.attr(
        map,
        'aria-label',
        'Peta. Ketuk untuk memilih lokasi, geser atau perbesar untuk menjelajah.',
      );
      await page.attr(map, 'data-zoom', '14');
      await page.visible({ css: 'img.static-map__tile' });
      await page.visible({ testId: 'map-office' });
      await page.visible({ css: '*', name: '© OpenStreetMap contributors', within: map });
      await page.gone({ css: '.leaflet-container' });
      await suite.screenshot('pwa-map-static', page);
      await page.click({ role: 'button', name: 'Perbesar' });
      await page.visible({ css: '.leaflet-container' });
      await page.visible({ css: '.leaflet-interactive' });
      await suite.screenshot('pwa-map-leaflet', page);
    },
  },
  {
    name: '§4 leave: sent through the Pengajuan Cuti form, then listed with its category, dates and description',
    async run(suite) {
      const page = phoneOf(suite);
      const engine = suite.engine.name;
      const start = jakartaDay(LEAVE_FROM_TODAY[engine]);
      const end = jakartaDay(LEAVE_FROM_TODAY[engine] + 2);
      await page.goto('/attendance/');
      await page.open({ role: 'link', name: 'Pengajuan Cuti' }, /^\/attendance\/cuti$/, 'History Cuti');
      await page.follow({ role: 'link', name: 'Pengajuan Cuti' }, /^\/attendance\/cuti-request$/);
      const category = { label: 'Kategori cuti' };
      await page.selectIndex(category, 1);
      const categoryName = await page.call<string>('text', {
        css: 'option:checked',
        within: category,
        hidden: true,
      });
      await page.pick({ label: 'Tanggal mulai' }, start.iso);
      await page.pick({ label: 'Tanggal selesai' }, end.iso);
      await page.fill({ label: 'Keterangan' }, leaveDescription(engine));
      await page.axe();
      await page.click({ role: 'button', name: 'Kirim' });
      await page.visible({ css: '*', name: 'Pengajuan cuti berhasil' });
      await page.path(/^\/attendance\/cuti$/);
      const item = { testId: 'request-item', has: leaveDescription(engine) };
      await page.visible(item);
      const text = (await page.call<string>('text', item)) ?? '';
      for (const part of [categoryName, `${start.long} – ${end.long}`, leaveDescription(engine)])
        if (!text.includes(part)) fail(`the listed leave reads "${text}", without "${part}"`);
      await page.attr({ css: '[data-status]', within: item }, 'data-status', 'pending');
      suite.leave = { category: categoryName, start, end };
      await suite.screenshot('pwa-leave-listed', page);
    },
  },
  {
    name: '§2 §4 loan area: Riwayat Koperasi lists the first ten loans with their amounts; Buat Pengajuan opens the form',
    async run(suite) {
      const page = phoneOf(suite);
      await page.goto('/dashboard/0');
      await page.open({ role: 'link', nameHas: 'Pinjaman Koperasi' }, /^\/loan\/$/, 'Riwayat Koperasi');
      // the first page of loans, newest first, each amount as the server has it (Rupiah by Intl)
      const amounts = await loanAmountsOf(EMPLOYEE);
      if (amounts.length === 0) fail('the employee has no loans on the mock to list');
      const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
      await page.texts(
        { role: 'button', nameHas: 'Lihat detail pinjaman' },
        amounts.map((amount) => `Lihat detail pinjaman Rp ${rupiah.format(amount)}`),
        'names',
      );
      await page.axe();
      await suite.screenshot('pwa-loan', page);
      await page.click({ role: 'button', name: 'Buat Pengajuan' });
      await page.visible({ role: 'heading', level: 1, name: 'Pinjaman Koperasi' });
      await page.visible({ css: '*', name: 'Isi 1 sampai 12 bulan' });
    },
  },
  {
    name: '§2 English switch on Profil: Profile, and the tabs Home, History, Withdraw Salary',
    async run(suite) {
      const page = phoneOf(suite);
      await page.goto('/dashboard/3');
      await page.click({ role: 'radio', name: 'English' });
      await page.visible({ role: 'heading', level: 1, name: 'Profile' });
      const mainNavigation = { role: 'navigation', name: 'Main navigation' };
      await page.links('Main navigation', ['Home', 'History', 'Withdraw Salary', 'Profile', 'Profile']);
      await page.click({ role: 'link', name: 'Withdraw Salary', within: mainNavigation });
      await page.visible({ role: 'heading', level: 1, name: 'Withdraw Salary' });
      await page.axe();
      await suite.screenshot('pwa-english', page);
    },
  },
  {
    name: "§3 gate code: drawn on a gate persona's phone, read off its screenshot, accepted by the server once",
    async run(suite) {
      const phoneNumber = GATE_PERSONA[suite.engine.name];
      const who = personaByPhone(phoneNumber);
      const page = await device(suite, 'gate', 'pwa');
      await signIn(page, phoneNumber);
      await page.path(/^\/dashboard\/\d$/);
      await page.goto('/attendance/choose-option');
      // the first visit makes the phone's key (WebCrypto), keeps it (IndexedDB) and registers it
      await page.attr({ testId: 'qr' }, 'data-ready', 'true', 30_000);
      await suite.screenshot('pwa-gate-code', page);
      const png = await page.tab.screenshot(await page.mark({ css: 'svg', within: { testId: 'qr' } }));
      const read = await readQrPng(png).catch(() =>
        fail('no QR code readable in the screenshot of the code'),
      );
      if (!read.text.startsWith('U2FsdGVkX1')) fail(`the code read is not a sealed gate code: ${read.text}`);
      await acceptAtTheGate(read.text, SUPERVISOR, who.name);
    },
  },
  {
    name: '§2 production list of the operator 081100000011: filters and the cards to fill in',
    async run(suite) {
      const page = await device(suite, 'operator', 'pwa');
      await signIn(page, OPERATOR);
      await page.path(/^\/dashboard\/\d$/);
      await page.open(
        { role: 'link', nameHas: 'Input Produksi' },
        /^\/production-tracking\/$/,
        'Production Tracking',
      );
      await page.visible({ role: 'link', nameHas: 'Isi Data: ' });
      await page.axe();
      await suite.screenshot('pwa-production', page);
    },
  },
  {
    name: '§8 console sign-in of the supervisor opens Mode Scan',
    async run(suite) {
      const page = await device(suite, 'kiosk', 'console', { camera: true });
      await signIn(page, SUPERVISOR);
      await page.visible({ role: 'heading', name: 'Mode Scan' }, 30_000);
    },
  },
  {
    name: '§2 console scan screen: the camera plays in the viewfinder; the counters, Presensi Bawahan and Approval',
    async run(suite) {
      const page = suite.devices.get('kiosk') ?? fail('the console is not signed in');
      await page.text({ css: '.stat__value', within: { testId: 'today-count' } }, '0');
      await page.text({ css: '.stat__value', within: { testId: 'pending-count' } }, '0');
      await page.visible({ role: 'link', name: 'Presensi Bawahan' });
      await page.visible({ role: 'link', name: 'Approval' });
      // the camera runs: each engine's own fake device (Firefox's generated video, WebKitGTK's mock capture
      // device) through getUserMedia into the viewfinder; reading codes off it is the Chromium e2e's (.y4m camera)
      const video = { css: 'video', within: { css: '#scan-viewfinder' } };
      await page.until(
        'the camera playing in the viewfinder',
        () => page.call<boolean>('playing', video),
        30_000,
      );
      await page.axe();
      await suite.screenshot('console-scan', page);
      // put away with its camera running (WebKitGTK: see webkit.ts CAMERA_ARGS); the approvals get a tablet of their own
      suite.devices.delete('kiosk');
      await page.tab.close();
    },
  },
  {
    name: "§5 console approvals on a second tablet, after the PIN 4821: the four tabs and Koreksi, and this engine's leave in Cuti",
    async run(suite) {
      const page = await device(suite, 'console', 'console');
      await signIn(page, SUPERVISOR);
      await page.visible({ role: 'heading', name: 'Mode Scan' }, 30_000);
      await page.follow({ role: 'link', name: 'Approval' }, /^\/(unlock|approvals)/);
      await page.visible({ role: 'heading', name: 'Buat PIN supervisor' });
      await page.fill({ label: 'PIN' }, '4821');
      await page.fill({ label: 'Ulangi PIN' }, '4821');
      await page.click({ role: 'button', name: 'Simpan PIN' });
      await page.texts({ role: 'tab' }, ['Presensi', 'Cuti', 'Lembur', 'Izin', 'Koreksi'], 'names');
      await page.click({ role: 'tab', name: 'Cuti' });
      await page.attr({ role: 'tab', name: 'Cuti' }, 'aria-selected', 'true');
      const leave = suite.leave ?? fail('no leave was sent (the leave step failed)');
      // the row of the leave this engine's employee sent: its dates and category (the queue shows no description)
      await page.visible({
        testId: 'approval-row',
        has: `${leave.start.short} – ${leave.end.short} · ${leave.category}`,
      });
      await page.visible({
        css: '*',
        name: 'Budi Santoso',
        within: { testId: 'approval-row', has: leave.start.short },
      });
      await page.axe();
      await suite.screenshot('console-approvals', page);
    },
  },
  {
    name: '§2 console desk mode: hr signs in to Tim hari ini beside the sidebar, no camera; Rekap bulanan through the sidebar',
    async run(suite) {
      const page = await device(suite, 'desk', 'console');
      await signIn(page, HR);
      await page.visible({ role: 'heading', name: 'Buat PIN supervisor' }, 30_000);
      await page.fill({ label: 'PIN' }, '4821');
      await page.fill({ label: 'Ulangi PIN' }, '4821');
      await page.click({ role: 'button', name: 'Simpan PIN' });
      await page.path(/^\/team\/today$/);
      const sidebar = { role: 'navigation', name: 'Menu meja' };
      await page.links('Menu meja', ['Tim hari ini', 'Rekap bulanan', 'Approval', 'Koreksi', 'Pengaturan']);
      await page.attr({ role: 'link', name: 'Tim hari ini', within: sidebar }, 'aria-current', 'page');
      await page.visible({ role: 'heading', level: 1, name: 'Tim hari ini' });
      await page.visible({ testId: 'team-row' }, 30_000);
      await page.text({ css: '.team-count__value', within: { testId: 'team-count-all' } }, '300');
      await page.gone({ css: 'video' });
      await page.axe();
      await suite.screenshot('console-desk-board', page);
      await page.open(
        { role: 'link', name: 'Rekap bulanan', within: sidebar },
        /^\/team\/recap/,
        'Rekap bulanan',
      );
      await page.visible({ testId: 'recap-row' }, 30_000);
      await page.text({ testId: 'recap-shown' }, '300 dari 300 karyawan');
      await suite.screenshot('console-desk-recap', page);
    },
  },
];
