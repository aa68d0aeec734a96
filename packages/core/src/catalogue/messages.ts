/**
 * Every fixed message the product shows (SPEC §4, §5, §8), as `{ id, en }`.
 *
 * `id` is the text shown to users: Indonesian exactly as SPEC.md writes it. Where SPEC.md writes the
 * message in English ('Request Success', 'QR code is not valid!'), that exact text is the `id` value too.
 * `en` is the English translation.
 *
 * Entries under "not written in SPEC" fill gaps the spec leaves (a required field, a length rule whose
 * message the spec does not quote, QR expiry, the apps' network failure). Their Indonesian is our own.
 * `specMessageKeys` lists the keys whose `id` text is quoted verbatim from SPEC.md (a test checks it).
 *
 * Placeholders are `{name}`; `t()` in ./index.ts fills them.
 */
export interface Message {
  readonly id: string;
  readonly en: string;
}

const specMessages = {
  // §8 response handling
  unauthorized: { id: 'Anda tidak bisa mengakses aplikasi', en: 'You cannot access the application' },
  loginNotRegistered: {
    id: 'Akun tidak terdaftar di perusahaan manapun',
    en: 'This account is not registered with any company',
  },
  forbidden: {
    id: 'Anda tidak memiliki akses untuk fitur ini.',
    en: 'You do not have access to this feature.',
  },
  wrongPassword: { id: 'Password salah', en: 'Wrong password' },
  serverProblem: {
    id: 'there was a problem with the server. Please try again later',
    en: 'there was a problem with the server. Please try again later',
  },
  success: { id: 'Success', en: 'Success' },
  loginSuccess: { id: 'Login Success', en: 'Login Success' },

  // §8 wage and profile
  requestSuccess: { id: 'Request Success', en: 'Request Success' },
  updateSuccess: { id: 'Update Success', en: 'Update Success' },
  fetchError: { id: 'Terjadi kesalahan saat pengambilan data', en: 'An error occurred while fetching data' },

  // §8 loan and upload
  sendError: { id: 'Terjadi kesalahan saat mengirim data', en: 'An error occurred while sending data' },
  loanCreated: { id: 'Berhasil mengajukan pinjaman', en: 'Loan request submitted' },
  loanCanceled: { id: 'Berhasil membatalkan pinjaman', en: 'Loan request cancelled' },
  fileSent: { id: 'Berhasil mengirim file', en: 'File sent' },
  uploadFailed: { id: 'Failure to upload file', en: 'Failure to upload file' },

  // §8 attendance
  clockInSuccess: { id: 'Absen masuk berhasil', en: 'Clock-in successful' },
  clockOutSuccess: { id: 'Absen keluar berhasil', en: 'Clock-out successful' },
  subordinatePresenceSuccess: { id: 'Absen karyawan success', en: 'Employee presence recorded' },
  approveSuccess: { id: 'Success approve', en: 'Approved successfully' },
  rejectSuccess: { id: 'Success reject', en: 'Rejected successfully' },
  attendanceFetchError: {
    id: 'Terjadi kesalahan saat mengambil data',
    en: 'An error occurred while retrieving data',
  },

  // §8 permission
  permissionCreated: { id: 'Create permission success', en: 'Permission request created' },
  permissionCanceled: { id: 'Izin berhasil di cancel', en: 'Permission request cancelled' },
  genericError: { id: 'Terjadi kesalahan', en: 'An error occurred' },

  // §8 remote
  remoteSuccess: { id: 'Request Remote Success', en: 'Request Remote Success' },
  remoteFailure: { id: 'Request Remote Failure', en: 'Request Remote Failure' },
  remoteCanceled: { id: 'Cancel remote success', en: 'Remote request cancelled' },

  // §8 overtime and leave
  overtimeCanceled: { id: 'Cancel overtime success', en: 'Overtime request cancelled' },
  cancelFailure: { id: 'Cancel overtime failure', en: 'Cancellation failed' },
  overtimeCreated: { id: 'Berhasil mengajukan lembur', en: 'Overtime request submitted' },
  leaveCreated: { id: 'Pengajuan cuti berhasil', en: 'Leave request submitted' },

  // §8 shift
  shiftCreated: { id: 'Pengajuan Shift berhasil', en: 'Shift request submitted' },
  shiftCreatedDescription: {
    id: 'Pengajuan Shift telah berhasil di lakukan',
    en: 'Your shift request has been submitted',
  },

  // §8 production
  productionApproved: { id: 'Berhasil di approve', en: 'Approved' },
  productionSent: { id: 'Data berhasil di kirim', en: 'Data sent' },
  productionSubmitted: { id: 'Data berhasil di submit', en: 'Data submitted' },
  productionRejected: { id: 'Data berhasil di reject', en: 'Data rejected' },
  productionInputDeleted: { id: 'Berhasil hapus data input', en: 'Input deleted' },
  productionLogCreated: { id: 'Production Log berhasil dibuat', en: 'Production log created' },
  productionLogUpdated: { id: 'Production Log berhasil di update', en: 'Production log updated' },
  productionCreated: { id: 'Production berhasil dibuat', en: 'Production created' },

  // §4 withdrawal flow
  bankPending: {
    id: 'We are currently verify your bank account, please retry again later',
    en: 'We are currently verifying your bank account, please try again later',
  },

  // §2 forbidden dialog example
  attendanceNotRegistered: {
    id: 'contact the provider to register for Attendance',
    en: 'contact the provider to register for Attendance',
  },

  // §5 validation
  passwordConfirmMismatch: {
    id: 'Konfirmasi password tidak sesuai',
    en: 'Password confirmation does not match',
  },
  passwordSameAsOld: {
    id: 'Password lama dan password baru tidak boleh sama',
    en: 'The new password must differ from the old password',
  },
  nothingWithdrawable: { id: 'tidak ada gaji yang bisa ditarik', en: 'there is no salary to withdraw' },
  noWithdrawAccess: {
    id: 'anda tidak memiliki akses untuk tarik gaji',
    en: 'you do not have access to salary withdrawal',
  },
  loanFileType: { id: 'File harus berupa gambar atau pdf', en: 'The file must be an image or a PDF' },
  clockLocationPermission: {
    id: 'Izinkan lokasi untuk melanjutkan absen',
    en: 'Allow location access to continue clocking',
  },
  clockCameraPermission: {
    id: 'Izinkan kamera untuk melanjutkan absen',
    en: 'Allow camera access to continue clocking',
  },
  readinessRequired: {
    id: 'Silahkan check kesiapan terlebih dahulu',
    en: 'Please check the readiness list first',
  },
  remotePermissions: {
    id: 'Izinkan lokasi & file untuk melanjutkan',
    en: 'Allow location & file access to continue',
  },
  noShiftOnDate: { id: 'Tidak ada shift di tanggal {date}', en: 'There is no shift on {date}' },
  filePermission: { id: 'Izinkan akses file untuk melanjutkan', en: 'Allow file access to continue' },
  qrInvalid: { id: 'QR code is not valid!', en: 'QR code is not valid!' },
  qrDataInvalid: { id: 'QR Data not valid', en: 'QR Data not valid' },
} as const satisfies Record<string, Message>;

/** Messages the spec implies but does not quote. Indonesian wording is ours. */
const ownMessages = {
  /** A 429 of the sign-in limits (RFC 6585 §4); {wait} is m:ss, counting down live. */
  throttled: {
    id: 'Terlalu banyak percobaan. Coba lagi dalam {wait}.',
    en: 'Too many attempts. Try again in {wait}.',
  },
  networkFailure: {
    id: 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
    en: 'Cannot reach the server. Check your connection and try again.',
  },
  timeout: {
    id: 'Server terlalu lama merespons. Silakan coba lagi.',
    en: 'The server took too long to respond. Please try again.',
  },
  qrExpired: {
    id: 'QR code sudah kedaluwarsa, minta kode baru',
    en: 'The QR code has expired, ask for a new code',
  },
  scanNotSubordinate: {
    id: 'Karyawan ini bukan bawahan langsung Anda',
    en: 'This employee is not your direct subordinate',
  },
  scanWrongSchedule: {
    id: 'Jadwal pada QR code bukan jadwal {name} hari ini',
    en: "The schedule in the QR code is not {name}'s schedule today",
  },
  scanAlreadyRecorded: { id: '{name} sudah tercatat', en: '{name} is already recorded' },
  /** The gate code (docs/ARCHITECTURE.md "The gate code"): a key that changed in the last 24 hours; a hint only. */
  scanNewDevice: {
    id: 'perangkat baru: ponsel {name} baru didaftarkan dalam 24 jam terakhir',
    en: "new device: {name}'s phone was registered in the last 24 hours",
  },
  qrKeyUnsupported: {
    id: 'Ponsel ini tidak bisa menyimpan kunci QR (mode pribadi, penyimpanan diblokir atau browser terlalu lama). Minta atasan Anda mencatat presensi secara manual.',
    en: 'This phone cannot keep a QR key (private mode, storage blocked or an old browser). Ask your supervisor to record your presence manually.',
  },
  qrKeyNotRegistered: {
    id: 'Ponsel ini belum terdaftar untuk QR absen. Periksa koneksi lalu buka halaman ini lagi.',
    en: 'This phone is not registered for the attendance QR yet. Check your connection and open this page again.',
  },
  subordinateRequired: { id: 'Pilih karyawan terlebih dahulu', en: 'Choose an employee first' },
  subordinateNoShift: {
    id: 'Karyawan ini tidak punya shift hari ini',
    en: 'This employee has no shift today',
  },
  phoneRequired: { id: 'Nomor telepon wajib diisi', en: 'Phone number is required' },
  phoneLength: {
    id: 'Nomor telepon harus 7 sampai 15 digit',
    en: 'The phone number must be 7 to 15 digits',
  },
  passwordRequired: { id: 'Password wajib diisi', en: 'Password is required' },
  oldPasswordRequired: { id: 'Password lama wajib diisi', en: 'The old password is required' },
  confirmPasswordRequired: {
    id: 'Konfirmasi password wajib diisi',
    en: 'The password confirmation is required',
  },
  passwordMinLength: { id: 'Password minimal 4 karakter', en: 'The password must be at least 4 characters' },
  otpMinLength: { id: 'Kode OTP minimal 4 karakter', en: 'The OTP code must be at least 4 characters' },
  reasonMinLength: { id: 'Alasan minimal 5 karakter', en: 'The reason must be at least 5 characters' },
  netNotPositive: {
    id: 'Jumlah yang diterima harus lebih dari 0',
    en: 'The amount received must be more than 0',
  },
  termsNotAccepted: {
    id: 'Silakan baca dan setujui syarat dan ketentuan',
    en: 'Please read and accept the terms and conditions',
  },
  withdrawCapReached: {
    id: 'Batas jumlah penarikan periode ini sudah tercapai',
    en: 'The withdrawal count for this period has been reached',
  },
  amountBelowMinimum: {
    id: 'Jumlah di bawah minimum penarikan',
    en: 'The amount is below the minimum withdrawal',
  },
  walletBelowMinimum: {
    id: 'Saldo wallet di bawah minimum penarikan',
    en: 'The wallet balance is below the minimum withdrawal',
  },
  accountNumberRequired: { id: 'Nomor rekening wajib diisi', en: 'The account number is required' },
  accountNumberDigits: {
    id: 'Nomor rekening hanya boleh berisi angka',
    en: 'The account number may contain digits only',
  },
  amountRequired: { id: 'Jumlah wajib diisi', en: 'The amount is required' },
  amountNotNumber: { id: 'Jumlah harus berupa angka', en: 'The amount must be a number' },
  amountNotPositive: { id: 'Jumlah harus lebih dari 0', en: 'The amount must be more than 0' },
  tenorRequired: { id: 'Tenor wajib diisi', en: 'The tenor is required' },
  tenorNotNumber: { id: 'Tenor harus berupa angka', en: 'The tenor must be a number' },
  tenorRange: { id: 'Tenor 1 sampai 12 bulan', en: 'The tenor is 1 to 12 months' },
  interestFeeZero: {
    id: 'Bunga belum dihitung, periksa jumlah dan tenor',
    en: 'The interest has not been calculated; check the amount and tenor',
  },
  descriptionRequired: { id: 'Keterangan wajib diisi', en: 'The description is required' },
  dateRequired: { id: 'Tanggal wajib diisi', en: 'The date is required' },
  timeRequired: { id: 'Waktu wajib diisi', en: 'The time is required' },
  endBeforeStart: {
    id: 'Waktu selesai tidak boleh sebelum waktu mulai',
    en: 'The end time cannot be before the start time',
  },
  selfieRequired: { id: 'Ambil foto selfie terlebih dahulu', en: 'Take a selfie first' },
  rejectReasonRequired: { id: 'Alasan penolakan wajib diisi', en: 'The rejection reason is required' },
  choiceInvalid: { id: 'Pilihan {field} tidak valid', en: 'The choice for {field} is not valid' },
  fieldRequired: { id: '{field} wajib diisi', en: '{field} is required' },
  phoneDigits: {
    id: 'Nomor telepon hanya boleh berisi angka',
    en: 'The phone number may contain digits only',
  },
  countryCodeFormat: {
    id: 'Kode negara harus berupa + diikuti angka',
    en: 'The country code must be + followed by digits',
  },
  // Clocking with no signal (extension of §7 clock-in/clock-out; DESIGN "Offline on the phone")
  clockSavedOffline: {
    id: 'Tersimpan di ponsel, akan dikirim saat ada sinyal',
    en: 'Saved on this phone, it will be sent when there is signal',
  },
  clockTimeTooOld: {
    id: 'Waktu absen lebih dari {hours} jam yang lalu, tidak dapat diterima.',
    en: 'The clock time is more than {hours} hours ago and cannot be accepted.',
  },
  clockTimeInFuture: {
    id: 'Waktu absen lebih dari 5 menit di depan jam server. Periksa jam ponsel Anda.',
    en: "The clock time is more than 5 minutes ahead of the server's clock. Check your phone's clock.",
  },
  clockInNotAccepted: {
    id: 'Absen masuk tidak diterima, sehingga absen keluar ini tidak dapat dikirim',
    en: 'The clock-in was not accepted, so this clock-out cannot be sent',
  },
  timestampFormat: {
    id: 'Waktu harus berformat YYYY-MM-DDTHH:mm:ss+07:00',
    en: 'The time must be formatted YYYY-MM-DDTHH:mm:ss+07:00',
  },
  timeFormat: { id: 'Jam harus berformat HH:mm:ss', en: 'The time must be formatted HH:mm:ss' },
  notNegative: { id: 'Nilai tidak boleh negatif', en: 'The value cannot be negative' },
  bankCodeUnknown: { id: 'Kode bank tidak dikenal', en: 'Unknown bank code' },
  accountNumberLength: {
    id: 'Nomor rekening harus 5 sampai 20 angka',
    en: 'The account number must be 5 to 20 digits',
  },
  selectAtLeastOne: { id: 'Pilih minimal satu pengajuan', en: 'Select at least one request' },
  leaveCategoryRequired: { id: 'Kategori cuti wajib diisi', en: 'The leave category is required' },
  photoRequired: { id: 'Foto wajib diisi', en: 'The photo is required' },
  shiftRequired: { id: 'Shift wajib diisi', en: 'The shift is required' },
  shiftNoApproval: {
    id: 'Belum ada approval terbuka untuk tanggal ini.',
    en: 'There is no open approval for this date.',
  },
  endDateBeforeStart: {
    id: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
    en: 'The end date cannot be before the start date',
  },
  imageBase64Jpeg: { id: 'Gambar harus berupa data JPEG base64', en: 'The image must be base64 JPEG data' },
  statusRequired: { id: 'Status wajib diisi', en: 'The status is required' },
  countNotNumber: {
    id: 'Jumlah harus berupa angka dengan paling banyak 2 desimal',
    en: 'The count must be a number with at most 2 decimals',
  },
  dateFormat: { id: 'Tanggal harus berformat YYYY-MM-DD', en: 'The date must be formatted YYYY-MM-DD' },
  dateRangeTooLong: {
    id: 'Rentang tanggal paling lama {days} hari',
    en: 'The date range can be at most {days} days',
  },
  notYourSubordinate: {
    id: 'Karyawan ini bukan bawahan langsung Anda',
    en: 'This employee is not your direct subordinate',
  },
  monthFormat: { id: 'Bulan harus berformat YYYY-MM', en: 'The month must be formatted YYYY-MM' },
} as const satisfies Record<string, Message>;

export const messages = { ...specMessages, ...ownMessages } as const;

export type MessageKey = keyof typeof messages;

/** Keys whose Indonesian text is quoted verbatim from SPEC.md. */
export const specMessageKeys = Object.keys(specMessages) as readonly (keyof typeof specMessages)[];

/** Keys whose wording is ours (the spec implies the message but does not quote it). */
export const ownMessageKeys = Object.keys(ownMessages) as readonly (keyof typeof ownMessages)[];
