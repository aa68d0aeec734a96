/**
 * UI labels of the PWA dashboard (SPEC §2 "Dashboard shell", "Withdrawal page"): shell, Home, Riwayat,
 * Tarik Gaji and Profil. Read with `tr(entry, lang)` from ./index. Where SPEC.md names a label
 * (Home, Riwayat, Tarik Gaji, Profil, Detail, Pinjaman Koperasi, …) the Indonesian is exactly as written;
 * the rest is our wording. Fixed messages (alerts, validation) live in ./messages, not here.
 */
import type { Entry } from './index';
import { bankLabels } from './labels-bank';

export const dashboardLabels = {
  // Shell (§2 dashboard shell: five tabs, header with title and reload)
  tabHome: { id: 'Home', en: 'Home' },
  tabHistory: { id: 'Riwayat', en: 'History' },
  tabWithdraw: { id: 'Tarik Gaji', en: 'Withdraw Salary' },
  tabProfile: { id: 'Profil', en: 'Profile' },
  navigation: { id: 'Navigasi utama', en: 'Main navigation' },
  reload: { id: 'Muat ulang', en: 'Reload' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  close: { id: 'Tutup', en: 'Close' },

  // Home (§2: greeting by name, module cards, forbidden dialog)
  greeting: { id: 'Halo, {name}', en: 'Hello, {name}' },
  homeIntro: { id: 'Mau pakai layanan apa hari ini?', en: 'Which service do you need today?' },
  cardSalary: { id: 'Gaji On-Demand', en: 'On-demand salary' },
  cardSalaryHint: { id: 'Tarik gaji yang sudah Anda hasilkan', en: 'Withdraw the salary you have earned' },
  cardLoan: { id: 'Pinjaman Koperasi', en: 'Cooperative loan' },
  cardLoanHint: { id: 'Ajukan pinjaman tunai koperasi', en: 'Apply for a cooperative cash loan' },
  cardAttendance: { id: 'Absensi', en: 'Attendance' },
  cardAttendanceHint: {
    id: 'Absen masuk, keluar, izin dan cuti',
    en: 'Clock in, clock out, permission and leave',
  },
  cardProduction: { id: 'Input Produksi', en: 'Production input' },
  cardProductionHint: { id: 'Catat hasil produksi', en: 'Log production output' },
  forbiddenTitle: { id: 'Akses tidak tersedia', en: 'Access unavailable' },

  // Riwayat (§2 history: balance card, withdrawal list, Detail popup, load more)
  balanceTitle: { id: 'Saldo', en: 'Balance' },
  balanceSalary: { id: 'Saldo Gaji', en: 'Salary balance' },
  balanceWallet: { id: 'Saldo Wallet', en: 'Wallet balance' },
  historyTitle: { id: 'Riwayat Penarikan', en: 'Withdrawal history' },
  historyEmpty: { id: 'Belum ada penarikan gaji', en: 'No salary withdrawals yet' },
  loadMore: { id: 'Muat lebih banyak', en: 'Load more' },
  detail: { id: 'Detail', en: 'Detail' },
  detailTitle: { id: 'Detail Penarikan', en: 'Withdrawal detail' },
  detailOf: { id: 'Detail penarikan {amount}', en: 'Detail of withdrawal {amount}' },
  fieldAmount: { id: 'Jumlah', en: 'Amount' },
  fieldFee: { id: 'Biaya', en: 'Fee' },
  fieldNet: { id: 'Diterima', en: 'Received' },
  fieldDate: { id: 'Tanggal', en: 'Date' },
  fieldStatus: { id: 'Status', en: 'Status' },
  fieldDescription: { id: 'Alasan', en: 'Reason' },
  fieldRejectReason: { id: 'Alasan penolakan', en: 'Rejection reason' },
  fieldEventId: { id: 'ID Transaksi', en: 'Transaction ID' },

  // Tarik Gaji (§2 withdrawal page, §4 withdrawal flow, §5 withdrawal)
  sourceLabel: { id: 'Sumber dana', en: 'Source of funds' },
  sourceAdvance: { id: 'Limit Gaji', en: 'Salary limit' },
  sourceWallet: { id: 'Saldo Wallet', en: 'Wallet balance' },
  available: { id: 'Tersedia {amount}', en: '{amount} available' },
  amountLabel: { id: 'Jumlah penarikan', en: 'Withdrawal amount' },
  amountRange: { id: 'Minimal {min}, maksimal {max}', en: 'Minimum {min}, maximum {max}' },
  reasonLabel: { id: 'Alasan penarikan', en: 'Reason for withdrawal' },
  reasonHint: { id: 'Minimal 5 karakter', en: 'At least 5 characters' },
  counterLabel: { id: 'Penarikan periode ini', en: 'Withdrawals this period' },
  withdrawButton: { id: 'Tarik Gaji', en: 'Withdraw Salary' },
  checking: { id: 'Memeriksa…', en: 'Checking…' },
  sending: { id: 'Mengirim…', en: 'Sending…' },
  // the bank dialog's labels (shared with the loan form): ./labels-bank
  ...bankLabels,
  confirmTitle: { id: 'Konfirmasi Penarikan', en: 'Confirm withdrawal' },
  termsTitle: { id: 'Syarat dan Ketentuan', en: 'Terms and conditions' },
  termsAccept: {
    id: 'Saya telah membaca dan menyetujui syarat dan ketentuan',
    en: 'I have read and accept the terms and conditions',
  },
  confirmButton: { id: 'Konfirmasi', en: 'Confirm' },

  // Profil (§2 profile, §4 bank verification display, §5 change-password dialog)
  profileCompany: { id: 'Perusahaan', en: 'Company' },
  profileName: { id: 'Nama', en: 'Name' },
  profilePhone: { id: 'Nomor Telepon', en: 'Phone number' },
  profileBank: { id: 'Bank', en: 'Bank' },
  profileAccount: { id: 'Nomor Rekening', en: 'Account number' },
  profileBankStatus: { id: 'Status rekening', en: 'Account status' },
  // Profil: the phone that clocks in (DESIGN "Evidence": one approved phone per employee)
  deviceTitle: { id: 'Perangkat absen', en: 'Attendance device' },
  deviceNone: { id: 'Belum ada perangkat yang disetujui', en: 'No approved device yet' },
  deviceSince: { id: 'disetujui {date}', en: 'approved {date}' },
  deviceThisPhone: { id: 'Ponsel ini', en: 'This phone' },
  devicePending: { id: 'Menunggu persetujuan atasan: {name}', en: 'Waiting for your supervisor: {name}' },
  deviceMove: { id: 'Pindah ke ponsel ini', en: 'Move to this phone' },
  bankStatusValid: { id: 'Valid', en: 'Valid' },
  bankStatusPending: { id: 'Pending', en: 'Pending' },
  bankStatusInvalid: { id: 'Invalid', en: 'Invalid' },
  notSet: { id: 'Belum diatur', en: 'Not set' },
  changePassword: { id: 'Ubah Password', en: 'Change password' },
  oldPassword: { id: 'Password Lama', en: 'Old password' },
  newPassword: { id: 'Password Baru', en: 'New password' },
  confirmPassword: { id: 'Konfirmasi Password', en: 'Confirm password' },
  passwordHint: { id: 'Minimal 4 karakter', en: 'At least 4 characters' },
  logout: { id: 'Keluar', en: 'Log out' },
} as const satisfies Record<string, Entry>;

export type DashboardLabelKey = keyof typeof dashboardLabels;
