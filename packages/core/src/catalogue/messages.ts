/**
 * Every fixed message the product shows (SPEC §4, §5, §8): the Indonesian text shown to users, exactly as SPEC.md
 * writes it. Where SPEC.md writes the message in English ('Request Success', 'QR code is not valid!'), that exact
 * text is the value too. The English translations are in ./messages-en.ts, one per key (its type requires every
 * key), loaded only once the UI is in English (`loadEnglishMessages` in ./index.ts): a page in Indonesian, the
 * default, carries the Indonesian alone.
 *
 * Entries under "not written in SPEC" fill gaps the spec leaves (a required field, a length rule whose
 * message the spec does not quote, QR expiry, the apps' network failure). Their Indonesian is our own.
 * `specMessageKeys` lists the keys whose text is quoted verbatim from SPEC.md (a test checks it).
 *
 * Placeholders are `{name}`; `t()` in ./index.ts fills them.
 */
/** One text in both languages (the per-area label files and ./messages-payroll.ts are tables of these). */
export interface Message {
  readonly id: string;
  readonly en: string;
}

const specMessages = {
  // §8 response handling
  unauthorized: 'Anda tidak bisa mengakses aplikasi',
  loginNotRegistered: 'Akun tidak terdaftar di perusahaan manapun',
  forbidden: 'Anda tidak memiliki akses untuk fitur ini.',
  wrongPassword: 'Password salah',
  serverProblem: 'there was a problem with the server. Please try again later',
  success: 'Success',
  loginSuccess: 'Login Success',

  // §8 wage and profile
  requestSuccess: 'Request Success',
  updateSuccess: 'Update Success',
  fetchError: 'Terjadi kesalahan saat pengambilan data',

  // §8 loan and upload
  sendError: 'Terjadi kesalahan saat mengirim data',
  loanCreated: 'Berhasil mengajukan pinjaman',
  loanCanceled: 'Berhasil membatalkan pinjaman',
  fileSent: 'Berhasil mengirim file',
  uploadFailed: 'Failure to upload file',

  // §8 attendance
  clockInSuccess: 'Absen masuk berhasil',
  clockOutSuccess: 'Absen keluar berhasil',
  subordinatePresenceSuccess: 'Absen karyawan success',
  approveSuccess: 'Success approve',
  rejectSuccess: 'Success reject',
  attendanceFetchError: 'Terjadi kesalahan saat mengambil data',

  // §8 permission
  permissionCreated: 'Create permission success',
  permissionCanceled: 'Izin berhasil di cancel',
  genericError: 'Terjadi kesalahan',

  // §8 remote
  remoteSuccess: 'Request Remote Success',
  remoteFailure: 'Request Remote Failure',
  remoteCanceled: 'Cancel remote success',

  // §8 overtime and leave
  overtimeCanceled: 'Cancel overtime success',
  cancelFailure: 'Cancel overtime failure',
  overtimeCreated: 'Berhasil mengajukan lembur',
  leaveCreated: 'Pengajuan cuti berhasil',

  // §8 shift
  shiftCreated: 'Pengajuan Shift berhasil',
  shiftCreatedDescription: 'Pengajuan Shift telah berhasil di lakukan',

  // §8 production
  productionApproved: 'Berhasil di approve',
  productionSent: 'Data berhasil di kirim',
  productionSubmitted: 'Data berhasil di submit',
  productionRejected: 'Data berhasil di reject',
  productionInputDeleted: 'Berhasil hapus data input',
  productionLogCreated: 'Production Log berhasil dibuat',
  productionLogUpdated: 'Production Log berhasil di update',
  productionCreated: 'Production berhasil dibuat',

  // §4 withdrawal flow
  bankPending: 'We are currently verify your bank account, please retry again later',

  // §2 forbidden dialog example
  attendanceNotRegistered: 'contact the provider to register for Attendance',

  // §5 validation
  passwordConfirmMismatch: 'Konfirmasi password tidak sesuai',
  passwordSameAsOld: 'Password lama dan password baru tidak boleh sama',
  nothingWithdrawable: 'tidak ada gaji yang bisa ditarik',
  noWithdrawAccess: 'anda tidak memiliki akses untuk tarik gaji',
  loanFileType: 'File harus berupa gambar atau pdf',
  clockLocationPermission: 'Izinkan lokasi untuk melanjutkan absen',
  clockCameraPermission: 'Izinkan kamera untuk melanjutkan absen',
  readinessRequired: 'Silahkan check kesiapan terlebih dahulu',
  remotePermissions: 'Izinkan lokasi & file untuk melanjutkan',
  noShiftOnDate: 'Tidak ada shift di tanggal {date}',
  filePermission: 'Izinkan akses file untuk melanjutkan',
  qrInvalid: 'QR code is not valid!',
  qrDataInvalid: 'QR Data not valid',
} as const satisfies Record<string, string>;

/** Messages the spec implies but does not quote. Indonesian wording is ours. */
const ownMessages = {
  /** A 429 of the sign-in limits (RFC 6585 §4); {wait} is m:ss, counting down live. */
  throttled: 'Terlalu banyak percobaan. Coba lagi dalam {wait}.',
  networkFailure: 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
  timeout: 'Server terlalu lama merespons. Silakan coba lagi.',
  qrExpired: 'QR code sudah kedaluwarsa, minta kode baru',
  scanNotSubordinate: 'Karyawan ini bukan bawahan langsung Anda',
  scanWrongSchedule: 'Jadwal pada QR code bukan jadwal {name} hari ini',
  scanAlreadyRecorded: '{name} sudah tercatat',
  /** The gate code (docs/ARCHITECTURE.md "The gate code"): a key that changed in the last 24 hours; a hint only. */
  scanNewDevice: 'perangkat baru: ponsel {name} baru didaftarkan dalam 24 jam terakhir',
  qrKeyUnsupported:
    'Ponsel ini tidak bisa menyimpan kunci QR (mode pribadi, penyimpanan diblokir atau browser terlalu lama). Minta atasan Anda mencatat presensi secara manual.',
  qrKeyNotRegistered:
    'Ponsel ini belum terdaftar untuk QR absen. Periksa koneksi lalu buka halaman ini lagi.',
  subordinateRequired: 'Pilih karyawan terlebih dahulu',
  subordinateNoShift: 'Karyawan ini tidak punya shift hari ini',
  phoneRequired: 'Nomor telepon wajib diisi',
  phoneLength: 'Nomor telepon harus 7 sampai 15 digit',
  passwordRequired: 'Password wajib diisi',
  oldPasswordRequired: 'Password lama wajib diisi',
  confirmPasswordRequired: 'Konfirmasi password wajib diisi',
  passwordMinLength: 'Password minimal 4 karakter',
  otpMinLength: 'Kode OTP minimal 4 karakter',
  reasonMinLength: 'Alasan minimal 5 karakter',
  netNotPositive: 'Jumlah yang diterima harus lebih dari 0',
  termsNotAccepted: 'Silakan baca dan setujui syarat dan ketentuan',
  withdrawCapReached: 'Batas jumlah penarikan periode ini sudah tercapai',
  amountBelowMinimum: 'Jumlah di bawah minimum penarikan',
  walletBelowMinimum: 'Saldo wallet di bawah minimum penarikan',
  accountNumberRequired: 'Nomor rekening wajib diisi',
  accountNumberDigits: 'Nomor rekening hanya boleh berisi angka',
  amountRequired: 'Jumlah wajib diisi',
  amountNotNumber: 'Jumlah harus berupa angka',
  amountNotPositive: 'Jumlah harus lebih dari 0',
  tenorRequired: 'Tenor wajib diisi',
  tenorNotNumber: 'Tenor harus berupa angka',
  tenorRange: 'Tenor 1 sampai 12 bulan',
  interestFeeZero: 'Bunga belum dihitung, periksa jumlah dan tenor',
  descriptionRequired: 'Keterangan wajib diisi',
  descriptionTooLong: 'Keterangan maksimal 1.000 karakter',
  reasonTooLong: 'Alasan maksimal 500 karakter',
  decimalInteger: 'Harus berupa bilangan bulat',
  leaveTooLong: 'Cuti paling lama {days} hari',
  leaveTooFarAhead: 'Cuti paling jauh satu tahun dari hari ini',
  decimalNumber: 'Harus berupa angka desimal',
  dateRequired: 'Tanggal wajib diisi',
  timeRequired: 'Waktu wajib diisi',
  endBeforeStart: 'Waktu selesai tidak boleh sebelum waktu mulai',
  selfieRequired: 'Ambil foto selfie terlebih dahulu',
  rejectReasonRequired: 'Alasan penolakan wajib diisi',
  choiceInvalid: 'Pilihan {field} tidak valid',
  fieldRequired: '{field} wajib diisi',
  phoneDigits: 'Nomor telepon hanya boleh berisi angka',
  countryCodeFormat: 'Kode negara harus berupa + diikuti angka',
  // Clocking with no signal (extension of §7 clock-in/clock-out; DESIGN "Offline on the phone")
  clockSavedOffline: 'Tersimpan di ponsel, akan dikirim saat ada sinyal',
  clockTimeTooOld: 'Waktu absen lebih dari {hours} jam yang lalu, tidak dapat diterima.',
  clockTimeInFuture: 'Waktu absen lebih dari 5 menit di depan jam server. Periksa jam ponsel Anda.',
  clockInNotAccepted: 'Absen masuk tidak diterima, sehingga absen keluar ini tidak dapat dikirim',
  timestampFormat: 'Waktu harus berformat YYYY-MM-DDTHH:mm:ss+07:00',
  timeFormat: 'Jam harus berformat HH:mm:ss',
  notNegative: 'Nilai tidak boleh negatif',
  bankCodeUnknown: 'Kode bank tidak dikenal',
  accountNumberLength: 'Nomor rekening harus 5 sampai 20 angka',
  selectAtLeastOne: 'Pilih minimal satu pengajuan',
  leaveCategoryRequired: 'Kategori cuti wajib diisi',
  photoRequired: 'Foto wajib diisi',
  shiftRequired: 'Shift wajib diisi',
  shiftNoApproval: 'Belum ada approval terbuka untuk tanggal ini.',
  endDateBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  imageBase64Jpeg: 'Gambar harus berupa data JPEG base64',
  statusRequired: 'Status wajib diisi',
  countNotNumber: 'Jumlah harus berupa angka dengan paling banyak 2 desimal',
  dateFormat: 'Tanggal harus berformat YYYY-MM-DD',
  dateRangeTooLong: 'Rentang tanggal paling lama {days} hari',
  notYourSubordinate: 'Karyawan ini bukan bawahan langsung Anda',
  monthFormat: 'Bulan harus berformat YYYY-MM',
} as const satisfies Record<string, string>;

export const messages = { ...specMessages, ...ownMessages } as const;

export type MessageKey = keyof typeof messages;

/** Keys whose Indonesian text is quoted verbatim from SPEC.md. */
export const specMessageKeys = Object.keys(specMessages) as readonly (keyof typeof specMessages)[];

/** Keys whose wording is ours (the spec implies the message but does not quote it). */
export const ownMessageKeys = Object.keys(ownMessages) as readonly (keyof typeof ownMessages)[];
