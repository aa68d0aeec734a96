/**
 * UI labels of production tracking (SPEC §2 "Production tracking", §4 production statuses, §6 production roles). Where SPEC.md names a label (Production Tracking, Pilih Project, Pilih Tanggal, Cari, Mulai Produksi,
 * Tidak ada data, Isi Data, Detail, Kirim Ke Manager, Kirim Ke Operator / Worker, the status labels, the count
 * boxes of §6) the text is exactly as written; the rest is our wording. Fixed messages live in ./messages.
 */
import type { ProductionEntryStatus, ProductionLogStatus, ProductionRole } from '../contract/production';
import type { Entry } from './index';

export const productionLabels = {
  title: { id: 'Production Tracking', en: 'Production Tracking' },
  back: { id: 'Kembali', en: 'Back' },
  // List (§2)
  pickProject: { id: 'Pilih Project', en: 'Pilih Project' },
  clearProject: { id: 'Hapus pilihan project', en: 'Clear the project' },
  projectOption: { id: '{name} ({role})', en: '{name} ({role})' },
  pickDate: { id: 'Pilih Tanggal', en: 'Pilih Tanggal' },
  search: { id: 'Cari', en: 'Cari' },
  summary: { id: 'Ringkasan data', en: 'Data summary' },
  showAll: { id: 'Semua data', en: 'All data' },
  filtered: { id: 'Filter: {box}', en: 'Filter: {box}' },
  startProduction: { id: 'Mulai Produksi', en: 'Mulai Produksi' },
  noData: { id: 'Tidak ada data', en: 'Tidak ada data' },
  noProject: { id: 'Pilih project terlebih dahulu', en: 'Choose a project first' },
  fillData: { id: 'Isi Data', en: 'Isi Data' },
  detail: { id: 'Detail', en: 'Detail' },
  cardProject: { id: 'Project', en: 'Project' },
  cardGroup: { id: 'Grup', en: 'Group' },
  cardMembers: { id: 'Anggota', en: 'Members' },
  cardTotalData: { id: 'Total data', en: 'Total data' },
  cardTotalProduction: { id: 'Total produksi', en: 'Total production' },
  cardApproved: { id: 'Approved', en: 'Approved' },
  cardRevision: { id: 'Revisi', en: 'Revision' },
  cardUncheck: { id: 'Uncheck', en: 'Unchecked' },
  cardPending: { id: 'Pending', en: 'Pending' },
  openAction: { id: '{action}: {item}, {group}', en: '{action}: {item}, {group}' },
  // Form
  formItem: { id: 'Item', en: 'Item' },
  formStatus: { id: 'Status', en: 'Status' },
  memberTotals: { id: 'Total per anggota', en: 'Totals per member' },
  entries: { id: 'Data input', en: 'Entries' },
  entryNumber: { id: 'Data #{n}', en: 'Entry #{n}' },
  noEntries: { id: 'Belum ada data input', en: 'No entries yet' },
  rejectReason: { id: 'Alasan revisi', en: 'Revision reason' },
  addEntry: { id: 'Tambah Data', en: 'Add data' },
  editEntry: { id: 'Ubah', en: 'Edit' },
  deleteEntry: { id: 'Hapus', en: 'Delete' },
  deleteConfirm: { id: 'Hapus data input ini?', en: 'Delete this entry?' },
  entryFormAdd: { id: 'Tambah data input', en: 'Add an entry' },
  entryFormEdit: { id: 'Ubah data input', en: 'Edit the entry' },
  memberValues: { id: 'Nilai per anggota ({uom})', en: 'Value per member ({uom})' },
  additionalInfo: { id: 'Informasi tambahan', en: 'Additional information' },
  chooseValue: { id: 'Pilih {field}', en: 'Choose {field}' },
  mandatory: { id: 'wajib', en: 'required' },
  lastInfoHint: {
    id: 'Informasi tambahan diisi dari data terakhir',
    en: 'Additional information filled from the last entry',
  },
  draftRestored: { id: 'Isian yang belum terkirim dipulihkan', en: 'Unsent values restored' },
  offline: {
    id: 'Anda sedang offline. Data belum terkirim dan tetap tersimpan di perangkat ini.',
    en: 'You are offline. The data was not sent and stays saved on this device.',
  },
  save: { id: 'Simpan', en: 'Save' },
  cancel: { id: 'Batal', en: 'Cancel' },
  close: { id: 'Tutup', en: 'Close' },
  review: { id: 'Review', en: 'Review' },
  reviewTitle: { id: 'Review sebelum kirim', en: 'Review before sending' },
  reviewIntro: {
    id: '{count} data input, total {total} {uom}. Kirim ke checker?',
    en: '{count} entries, total {total} {uom}. Send to the checker?',
  },
  sendToChecker: { id: 'Kirim Ke Checker', en: 'Send to checker' },
  approve: { id: 'Approve', en: 'Approve' },
  revise: { id: 'Revisi', en: 'Revision' },
  reviseTitle: { id: 'Minta revisi data #{n}', en: 'Ask revision of entry #{n}' },
  sendToManager: { id: 'Kirim Ke Manager', en: 'Kirim Ke Manager' },
  sendBackToOperator: { id: 'Kirim Ke Operator / Worker', en: 'Kirim Ke Operator / Worker' },
  managerApprove: { id: 'Approve & Submit ke HR', en: 'Approve & submit to HR' },
  managerSendBack: { id: 'Kembalikan Ke Operator / Worker', en: 'Send back to operator / worker' },
  // Status history
  history: { id: 'Status History', en: 'Status History' },
  historyOf: { id: 'Status History: {item}, {group}', en: 'Status History: {item}, {group}' },
  historyEmpty: { id: 'Belum ada riwayat status', en: 'No status history yet' },
  historyLog: { id: 'Log', en: 'Log' },
  historyEntry: { id: 'Data #{id}', en: 'Entry #{id}' },
  historyNew: { id: 'baru', en: 'new' },
  historyDeleted: { id: 'dihapus', en: 'deleted' },
  loading: { id: 'Memuat…', en: 'Loading…' },
} as const satisfies Record<string, Entry>;

/** §6 production roles as shown beside a project. */
export const productionRoleLabels = {
  operator: { id: 'Operator', en: 'Operator' },
  worker: { id: 'Worker', en: 'Worker' },
  checker: { id: 'Checker', en: 'Checker' },
  manager: { id: 'Manager', en: 'Manager' },
} as const satisfies Record<ProductionRole, Entry>;

/** §4 "Production log statuses" with the labels SPEC gives. */
export const productionLogStatusLabels = {
  PENDING: { id: 'Operator on Input', en: 'Operator on Input' },
  CHECKING: { id: 'Operator Submitted', en: 'Operator Submitted' },
  WAIT_FOR_APPROVAL: { id: 'Checker Submitted', en: 'Checker Submitted' },
  APPROVED: { id: 'Approved', en: 'Approved' },
  NEED_REVISION: { id: 'Revisi di Operator', en: 'Awaiting revision at operator' },
} as const satisfies Record<ProductionLogStatus, Entry>;

/** §4 "Production entry statuses". */
export const productionEntryStatusLabels = {
  PENDING: { id: 'Pending', en: 'Pending' },
  APPROVED: { id: 'Approved', en: 'Approved' },
  NEED_REVISION: { id: 'Perlu Revisi', en: 'Needs revision' },
} as const satisfies Record<ProductionEntryStatus, Entry>;

/** Status history actions. */
export const productionHistoryActionLabels = {
  generate: { id: 'Mulai Produksi', en: 'Production started' },
  create: { id: 'Tambah data', en: 'Entry added' },
  update: { id: 'Ubah data', en: 'Entry edited' },
  delete: { id: 'Hapus data', en: 'Entry deleted' },
  approve: { id: 'Approve', en: 'Approved' },
  revise: { id: 'Minta revisi', en: 'Revision asked' },
  submit: { id: 'Kirim', en: 'Sent' },
} as const satisfies Record<string, Entry>;
