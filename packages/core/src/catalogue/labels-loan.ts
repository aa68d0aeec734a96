/**
 * UI labels of the cooperative loan area (SPEC §2 "Cooperative loan area", §4 Loan, §5 Loan form). Where SPEC.md
 * names a label (Riwayat Koperasi, Pinjaman Koperasi, Isi Formulir, Konfirmasi, Detail Pinjaman, Download
 * Formulir, Approve, Pending) the Indonesian is exactly as written; the rest is our wording. Fixed messages
 * (alerts, validation) live in ./messages. Read with `tr(entry, lang, vars)`.
 */
import type { Entry } from './index';

export const loanLabels = {
  // §2 views (each one is the page title)
  homeTitle: { id: 'Riwayat Koperasi', en: 'Cooperative history' },
  formTitle: { id: 'Pinjaman Koperasi', en: 'Cooperative loan' },
  confirmTitle: { id: 'Konfirmasi Pinjaman', en: 'Confirm loan' },
  successTitle: { id: 'Pengajuan Terkirim', en: 'Request sent' },
  detailTitle: { id: 'Detail Pinjaman', en: 'Loan detail' },
  back: { id: 'Kembali', en: 'Back' },
  appName: { id: 'Upah', en: 'Upah' },

  // HOME
  createRequest: { id: 'Buat Pengajuan', en: 'Create Request' },
  emptyHistory: { id: 'Belum ada pinjaman.', en: 'No loans yet.' },
  loadMore: { id: 'Muat lebih banyak', en: 'Load more' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  tenorMonths: { id: '{n} bulan', en: '{n} months' },
  openDetail: { id: 'Lihat detail pinjaman {amount}', en: 'View loan {amount}' },

  // FORM: §2 two-step indicator
  steps: { id: 'Langkah pengajuan', en: 'Request steps' },
  stepFill: { id: 'Isi Formulir', en: 'Fill in the form' },
  stepConfirm: { id: 'Konfirmasi', en: 'Confirm' },
  amountLabel: { id: 'Jumlah Pinjaman (Rp)', en: 'Loan amount (Rp)' },
  amountHint: { id: 'Contoh: 1.500.000', en: 'For example: 1.500.000' },
  tenorLabel: { id: 'Tenor (bulan)', en: 'Tenor (months)' },
  tenorHint: { id: 'Isi 1 sampai 12 bulan', en: 'Enter 1 to 12 months' },
  bankLabel: { id: 'Rekening Bank', en: 'Bank account' },
  bankMissing: {
    id: 'Rekening bank belum diatur. Atur rekening untuk melanjutkan.',
    en: 'No bank account yet. Set one up to continue.',
  },
  bankSetup: { id: 'Atur Rekening', en: 'Set up account' },
  next: { id: 'Berikutnya', en: 'Next' },

  // Confirm step (§3 loan request fields, §7 draft)
  interestType: { id: 'Jenis Bunga', en: 'Interest type' },
  interestTenor: { id: 'Per tenor', en: 'Per tenor' },
  interestFlat: { id: 'Flat', en: 'Flat' },
  amount: { id: 'Jumlah Pinjaman', en: 'Loan amount' },
  tenor: { id: 'Tenor', en: 'Tenor' },
  totalInterest: { id: 'Total Bunga', en: 'Total interest' },
  adminFee: { id: 'Biaya Admin', en: 'Admin fee' },
  principal: { id: 'Total Pembayaran', en: 'Total payable' },
  installmentLength: { id: 'Lama Cicilan', en: 'Instalment length' },
  schedule: { id: 'Jadwal Cicilan', en: 'Instalment schedule' },
  installmentNo: { id: 'Ke', en: 'No.' },
  installmentAmount: { id: 'Jumlah', en: 'Amount' },
  dueDate: { id: 'Jatuh Tempo', en: 'Due date' },
  installmentStatus: { id: 'Status', en: 'Status' },
  effectiveCost: { id: 'Biaya efektif per tahun', en: 'Effective annual cost' },
  effectiveCostExplain: {
    id: 'Bunga dan biaya admin dihitung dari jumlah penuh, padahal sisa pinjaman turun tiap cicilan; jika dihitung sebagai bunga tahunan atas sisa pinjaman, biayanya {rate} per tahun.',
    en: 'Interest and admin fee are charged on the full amount although the balance falls with every instalment; as a yearly rate on the remaining balance, the cost is {rate} a year.',
  },
  submit: { id: 'Ajukan Pinjaman', en: 'Submit loan' },

  // Success
  download: { id: 'Download Formulir', en: 'Download form' },
  downloading: { id: 'Membuat PDF…', en: 'Making the PDF…' },
  toHistory: { id: 'Lihat Riwayat', en: 'View history' },
  toDashboard: { id: 'Kembali ke Beranda', en: 'Back to Home' },
  signHint: {
    id: 'Cetak, tanda tangani, lalu unggah foto formulir di Detail Pinjaman.',
    en: 'Print and sign the form, then upload a photo of it in the loan detail.',
  },

  // DETAIL (§2 two tabs; §4 instalment display)
  tabs: { id: 'Bagian detail pinjaman', en: 'Loan detail sections' },
  tabDetail: { id: 'Detail', en: 'Details' },
  tabUpload: { id: 'Unggah Formulir', en: 'Upload form' },
  status: { id: 'Status', en: 'Status' },
  createdAt: { id: 'Tanggal Pengajuan', en: 'Requested on' },
  paid: { id: 'Approve', en: 'Approve' },
  unpaid: { id: 'Pending', en: 'Pending' },
  cancelLoan: { id: 'Batalkan Pinjaman', en: 'Cancel loan' },
  cancelConfirmTitle: { id: 'Batalkan pinjaman?', en: 'Cancel the loan?' },
  cancelConfirmText: {
    id: 'Pengajuan pinjaman {amount} akan dibatalkan.',
    en: 'The loan request of {amount} will be cancelled.',
  },
  cancelYes: { id: 'Ya, Batalkan', en: 'Yes, cancel' },
  cancelNo: { id: 'Tidak', en: 'No' },
  uploadIntro: {
    id: 'Unggah formulir yang sudah ditandatangani: foto (kamera) atau PDF.',
    en: 'Upload the signed form: a photo (camera) or a PDF.',
  },
  chooseFile: { id: 'Pilih File (gambar/PDF)', en: 'Choose a file (image/PDF)' },
  takePhoto: { id: 'Ambil Foto', en: 'Take a photo' },
  uploading: { id: 'Mengunggah… {percent}%', en: 'Uploading… {percent}%' },
  progress: { id: 'Kemajuan unggahan', en: 'Upload progress' },
  currentAttachment: { id: 'Lihat formulir terunggah', en: 'View uploaded form' },
  noAttachment: { id: 'Belum ada formulir terunggah.', en: 'No form uploaded yet.' },

  // PDF (§2 DOWNLOAD; PP 36/2021 art. 63–65 written authorisation)
  pdfTitle: { id: 'FORMULIR PINJAMAN KOPERASI', en: 'COOPERATIVE LOAN FORM' },
  pdfCompany: { id: 'Perusahaan', en: 'Company' },
  pdfEmployee: { id: 'Nama Karyawan', en: 'Employee' },
  pdfEmployeeId: { id: 'NIP', en: 'Employee no.' },
  pdfLoanNo: { id: 'No. Pinjaman', en: 'Loan no.' },
  pdfBank: { id: 'Rekening Tujuan', en: 'Payout account' },
  pdfAuthorisationTitle: { id: 'SURAT KUASA POTONG GAJI', en: 'PAYROLL DEDUCTION AUTHORISATION' },
  pdfAuthorisation: {
    id: 'Dengan ini saya memberi kuasa kepada {company} untuk memotong upah saya setiap bulan sebesar cicilan pada jadwal di atas dan menyetorkannya kepada koperasi, sampai pinjaman ini lunas. Kuasa ini saya berikan secara tertulis sesuai PP 36 Tahun 2021 Pasal 63 sampai 65.',
    en: 'I hereby authorise {company} to deduct from my pay each month the instalment in the schedule above and to pay it to the cooperative until this loan is repaid. I give this authorisation in writing under Government Regulation 36/2021, articles 63 to 65.',
  },
  pdfPlaceDate: { id: 'Tempat, tanggal: ____________________', en: 'Place, date: ____________________' },
  pdfBorrower: { id: 'Peminjam', en: 'Borrower' },
  pdfCompanySign: { id: 'Perusahaan', en: 'Company' },
  pdfSignLine: { id: '( ______________________ )', en: '( ______________________ )' },
} as const satisfies Record<string, Entry>;

export type LoanLabelKey = keyof typeof loanLabels;
