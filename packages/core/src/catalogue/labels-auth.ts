/**
 * UI labels of the PWA shell and login area (SPEC §2 "Root", "Login area"; §9). Read with `tr(entry, lang)`
 * from ./index. Where SPEC.md names a label (Berikutnya, Ok, Kembali, Cancel, Bahasa, English) it is used as
 * written; the rest is our wording. Fixed messages (errors, validation, 'Login Success') live in ./messages.
 * The long terms text is not here: it is ./terms.ts, loaded only by the terms screens, and the shell's labels
 * are ./labels-shell.ts: a module is bundled whole, and the shell's labels are in the entry chunk of every route.
 */
import type { Entry } from './index';

/** §2 login screen (base route B). */
export const loginLabels = {
  title: { id: 'Masuk', en: 'Log in' },
  welcome: { id: 'Selamat datang di Upah', en: 'Welcome to Upah' },
  intro: {
    id: 'Masuk dengan nomor HP dan password Anda.',
    en: 'Log in with your phone number and password.',
  },
  phone: { id: 'Nomor HP', en: 'Phone number' },
  phoneHint: { id: 'Contoh: 0811 2345 6789', en: 'Example: 0811 2345 6789' },
  password: { id: 'Password', en: 'Password' },
  showPassword: { id: 'Tampilkan password', en: 'Show password' },
  hidePassword: { id: 'Sembunyikan password', en: 'Hide password' },
  submit: { id: 'Masuk', en: 'Log in' },
  forgotPassword: { id: 'Lupa password?', en: 'Forgot password?' },
  noAccount: { id: 'Belum punya akun?', en: "Don't have an account?" },
  register: { id: 'Daftar', en: 'Register' },
  terms: { id: 'Syarat dan Ketentuan', en: 'Terms and Conditions' },
} satisfies Record<string, Entry>;

/** §2 wizard footer. */
export const wizardLabels = {
  next: { id: 'Berikutnya', en: 'Next' },
  ok: { id: 'Ok', en: 'Ok' },
  back: { id: 'Kembali', en: 'Back' },
  cancel: { id: 'Cancel', en: 'Cancel' },
  stepOf: { id: 'Langkah {step} dari {total}', en: 'Step {step} of {total}' },
} satisfies Record<string, Entry>;

/** §2 registration wizard, steps 1 to 4. */
export const registerLabels = {
  title: { id: 'Daftar Akun', en: 'Register' },
  termsStep: { id: 'Syarat dan Ketentuan', en: 'Terms and Conditions' },
  agree: {
    id: 'Saya telah membaca dan menyetujui Syarat dan Ketentuan',
    en: 'I have read and agree to the Terms and Conditions',
  },
  readFullTerms: { id: 'Baca syarat dan ketentuan lengkap', en: 'Read the full terms and conditions' },
  phoneStep: { id: 'Nomor WhatsApp', en: 'WhatsApp number' },
  phoneIntro: {
    id: 'Masukkan nomor WhatsApp yang didaftarkan perusahaan Anda. Kami akan mengirim kode OTP.',
    en: 'Enter the WhatsApp number your company registered. We will send you an OTP code.',
  },
  phone: { id: 'Nomor WhatsApp', en: 'WhatsApp number' },
  phoneHint: {
    id: '7 sampai 15 digit termasuk kode negara',
    en: '7 to 15 digits including the country code',
  },
  otpStep: { id: 'Kode OTP', en: 'OTP code' },
  otpIntro: {
    id: 'Masukkan kode OTP yang dikirim ke WhatsApp {phone}.',
    en: 'Enter the OTP code sent to WhatsApp {phone}.',
  },
  otp: { id: 'Kode OTP', en: 'OTP code' },
  passwordStep: { id: 'Buat Password', en: 'Create password' },
  companyName: { id: 'Nama Perusahaan', en: 'Company name' },
  employeeName: { id: 'Nama Karyawan', en: 'Employee name' },
  password: { id: 'Password', en: 'Password' },
  confirmPassword: { id: 'Konfirmasi Password', en: 'Confirm password' },
  passwordHint: { id: 'Minimal 4 karakter', en: 'At least 4 characters' },
} satisfies Record<string, Entry>;

/** §2 forgotten password wizard, steps 1 to 3. */
export const forgetPasswordLabels = {
  title: { id: 'Lupa Password', en: 'Forgot password' },
  phoneStep: { id: 'Nomor WhatsApp', en: 'WhatsApp number' },
  phoneIntro: {
    id: 'Pilih kode negara dan masukkan nomor WhatsApp Anda. Kami akan mengirim kode OTP.',
    en: 'Choose the country code and enter your WhatsApp number. We will send you an OTP code.',
  },
  dialCode: { id: 'Kode negara', en: 'Country code' },
  phone: { id: 'Nomor WhatsApp', en: 'WhatsApp number' },
  otpStep: { id: 'Kode OTP', en: 'OTP code' },
  otpIntro: {
    id: 'Masukkan kode OTP yang dikirim ke WhatsApp {phone}.',
    en: 'Enter the OTP code sent to WhatsApp {phone}.',
  },
  otp: { id: 'Kode OTP', en: 'OTP code' },
  passwordStep: { id: 'Password Baru', en: 'New password' },
  password: { id: 'Password baru', en: 'New password' },
  confirmPassword: { id: 'Ulangi password baru', en: 'Repeat the new password' },
  passwordHint: { id: 'Minimal 4 karakter', en: 'At least 4 characters' },
} satisfies Record<string, Entry>;

/** Country names for the dial code picker (SPEC §3 "Supported countries"), by ISO code. */
export const countryLabels = {
  ID: { id: 'Indonesia', en: 'Indonesia' },
  SG: { id: 'Singapura', en: 'Singapore' },
  US: { id: 'Amerika Serikat', en: 'United States' },
} satisfies Record<string, Entry>;

/** Terms page and registration step 1 (SPEC §1 "Terms stated to the user", §2 terms page). */
export const termsLabels = {
  title: { id: 'Syarat dan Ketentuan', en: 'Terms and Conditions' },
  lastChanged: { id: 'Terakhir diubah: 4 November 2020', en: 'Last changed: 4 November 2020' },
  prevails: {
    id: 'Syarat dan Ketentuan ini tersedia dalam Bahasa Indonesia dan Bahasa Inggris. Jika terdapat perbedaan, versi Bahasa Indonesia yang berlaku.',
    en: 'These Terms and Conditions are available in Indonesian and English. If the two differ, the Indonesian version prevails.',
  },
  language: { id: 'Bahasa', en: 'Language' },
  back: { id: 'Kembali', en: 'Back' },
} satisfies Record<string, Entry>;
