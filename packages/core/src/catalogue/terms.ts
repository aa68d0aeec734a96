/**
 * The terms and conditions document (long legal text), Indonesian with English alongside. Its own catalogue file,
 * `@upah/core/catalogue/terms`, so only the terms screens load it (a module is bundled whole; labels-auth is in
 * the /login entry).
 */
import type { Entry } from './index';

export interface TermsSection {
  readonly title: Entry;
  readonly paragraphs: readonly Entry[];
}

/**
 * The full terms and conditions (SPEC §1, §2, §9): withdrawable salary up to 15 working days before payday,
 * a 3 % fee (1,000,000 → 970,000), payout within 1 hour, payroll deduction on payday, claims within 3 days,
 * 30 days of amicable settlement then the South Jakarta District Court. Contact details are omitted (SPEC §1).
 */
export const termsDocument: readonly TermsSection[] = [
  {
    title: { id: '1. Ketentuan Umum', en: '1. General Terms' },
    paragraphs: [
      {
        id: 'Upah adalah layanan bagi karyawan perusahaan mitra untuk menarik sebagian gaji yang telah diperoleh sebelum hari gajian, serta layanan absensi, pengajuan izin, cuti, lembur, pinjaman koperasi dan pencatatan produksi. Layanan tersedia melalui aplikasi Android dan situs web.',
        en: 'Upah is a service for employees of partner companies to withdraw part of the salary they have already earned before payday, together with attendance, permission, leave, overtime, cooperative loan and production tracking services. The service is available through the Android app and the website.',
      },
      {
        id: 'Dengan mendaftar dan menggunakan Upah, Anda menyatakan telah membaca, memahami dan menyetujui Syarat dan Ketentuan ini. Jika Anda tidak setuju, mohon tidak menggunakan layanan.',
        en: 'By registering for and using Upah you confirm that you have read, understood and accepted these Terms and Conditions. If you do not agree, please do not use the service.',
      },
      {
        id: 'Kami dapat mengubah Syarat dan Ketentuan ini dari waktu ke waktu. Perubahan berlaku sejak diumumkan di aplikasi; penggunaan layanan setelah itu berarti Anda menyetujui perubahan tersebut.',
        en: 'We may change these Terms and Conditions from time to time. Changes take effect when they are announced in the app; using the service afterwards means you accept them.',
      },
    ],
  },
  {
    title: { id: '2. Ketentuan Pengguna', en: '2. User Terms' },
    paragraphs: [
      {
        id: 'Pengguna adalah karyawan aktif perusahaan mitra yang didaftarkan oleh perusahaannya. Akun diaktifkan dengan nomor WhatsApp yang didaftarkan perusahaan dan kode OTP yang dikirim ke nomor tersebut.',
        en: 'Users are active employees of partner companies who have been registered by their employer. An account is activated with the WhatsApp number the company registered and the OTP code sent to that number.',
      },
      {
        id: 'Anda wajib memberikan data yang benar, termasuk nomor rekening bank atas nama Anda sendiri, dan memperbaruinya bila berubah.',
        en: 'You must give correct information, including a bank account in your own name, and keep it up to date.',
      },
      {
        id: 'Anda dilarang menggunakan layanan untuk tujuan yang melanggar hukum atau merugikan pihak lain.',
        en: 'You may not use the service for any unlawful purpose or in a way that harms others.',
      },
    ],
  },
  {
    title: { id: '3. Keamanan Akun', en: '3. Account Security' },
    paragraphs: [
      {
        id: 'Anda bertanggung jawab menjaga kerahasiaan password, kode OTP dan PIN Anda. Jangan memberikannya kepada siapa pun, termasuk kepada pihak yang mengaku sebagai petugas kami.',
        en: 'You are responsible for keeping your password, OTP codes and PIN secret. Never share them with anyone, including people who claim to work for us.',
      },
      {
        id: 'Anda dapat mengatur PIN untuk masuk berikutnya. Segala aktivitas yang dilakukan dengan akun Anda dianggap dilakukan oleh Anda.',
        en: 'You may set a PIN for later logins. Any activity carried out with your account is treated as carried out by you.',
      },
      {
        id: 'Segera ganti password Anda dan hubungi kami jika Anda menduga akun Anda digunakan oleh orang lain.',
        en: 'Change your password at once and contact us if you suspect that someone else is using your account.',
      },
    ],
  },
  {
    title: { id: '4. Privasi', en: '4. Privacy' },
    paragraphs: [
      {
        id: 'Kami memproses data pribadi Anda, seperti nama, nomor telepon, data kepegawaian, data gaji, rekening bank, lokasi dan foto absensi, hanya untuk menyediakan layanan, memenuhi kewajiban hukum dan menjaga keamanan.',
        en: 'We process your personal data, such as your name, phone number, employment data, salary data, bank account, location and attendance photos, only to provide the service, to meet legal obligations and to keep the service secure.',
      },
      {
        id: 'Data Anda dibagikan kepada perusahaan Anda untuk keperluan penggajian dan absensi, serta kepada bank atau penyedia pembayaran untuk menyalurkan dana. Kami tidak menjual data pribadi Anda.',
        en: 'Your data is shared with your employer for payroll and attendance and with banks or payment providers to pay out funds. We do not sell your personal data.',
      },
    ],
  },
  {
    title: { id: '5. Fitur Layanan', en: '5. Service Features' },
    paragraphs: [
      {
        id: 'Gaji yang dapat ditarik mencakup paling banyak 15 hari kerja sebelum hari gajian, sesuai batas yang ditetapkan perusahaan Anda.',
        en: 'The salary you can withdraw covers at most 15 working days before payday, within the limit your company sets.',
      },
      {
        id: 'Dana dikirim ke rekening bank Anda paling lambat 1 jam setelah permintaan disetujui.',
        en: 'Funds are sent to your bank account within at most 1 hour after the request is approved.',
      },
      {
        id: 'Perusahaan Anda akan memotong jumlah yang ditarik dari gaji Anda pada hari gajian.',
        en: 'Your company deducts the amount withdrawn from your salary on payday.',
      },
      {
        id: 'Fitur absensi, pinjaman koperasi dan pencatatan produksi hanya tersedia bila diaktifkan oleh perusahaan Anda.',
        en: 'Attendance, cooperative loans and production tracking are available only when your company enables them.',
      },
    ],
  },
  {
    title: { id: '6. Biaya Transaksi', en: '6. Transaction Fee' },
    paragraphs: [
      {
        id: 'Setiap penarikan dikenakan biaya sebesar 3% (tiga persen) dari jumlah yang ditarik. Biaya dipotong langsung dari jumlah yang Anda terima.',
        en: 'Every withdrawal carries a fee of 3% (three percent) of the amount withdrawn. The fee is deducted from the amount you receive.',
      },
      {
        id: 'Contoh: penarikan sebesar Rp 1.000.000 dikenakan biaya Rp 30.000, sehingga Anda menerima Rp 970.000.',
        en: 'Example: a withdrawal of Rp 1,000,000 carries a fee of Rp 30,000, so you receive Rp 970,000.',
      },
    ],
  },
  {
    title: { id: '7. Batasan Tanggung Jawab', en: '7. Limitation of Liability' },
    paragraphs: [
      {
        id: 'Kami tidak bertanggung jawab atas kerugian yang timbul dari data yang salah yang Anda atau perusahaan Anda berikan, kelalaian Anda menjaga keamanan akun, atau gangguan pada bank, jaringan telekomunikasi atau pihak ketiga lainnya.',
        en: 'We are not liable for losses arising from incorrect data given by you or your company, from your failure to keep your account secure, or from disruptions at banks, telecommunication networks or other third parties.',
      },
      {
        id: 'Kami tidak bertanggung jawab atas keterlambatan atau kegagalan layanan akibat keadaan kahar (force majeure), seperti bencana alam, kebakaran, huru-hara, pemadaman listrik atau kebijakan pemerintah.',
        en: 'We are not liable for delays or failures caused by force majeure, such as natural disasters, fire, riots, power outages or government measures.',
      },
    ],
  },
  {
    title: { id: '8. Klaim', en: '8. Claims' },
    paragraphs: [
      {
        id: 'Keluhan atau klaim atas transaksi dapat diajukan melalui layanan pelanggan kami dan akan diproses paling lambat 3 (tiga) hari kerja sejak diterima lengkap.',
        en: 'Complaints or claims about a transaction can be made through our customer service and are processed within 3 (three) working days of receiving complete information.',
      },
    ],
  },
  {
    title: { id: '9. Pajak', en: '9. Tax' },
    paragraphs: [
      {
        id: 'Setiap pajak yang timbul dari penggunaan layanan menjadi tanggung jawab pihak yang diwajibkan oleh peraturan perundang-undangan yang berlaku di Indonesia.',
        en: 'Any tax arising from the use of the service is borne by the party that Indonesian law makes liable for it.',
      },
    ],
  },
  {
    title: { id: '10. Hak Kekayaan Intelektual', en: '10. Intellectual Property' },
    paragraphs: [
      {
        id: 'Aplikasi, merek, logo, tampilan dan seluruh konten Upah adalah milik kami atau pemberi lisensi kami. Anda tidak boleh menyalin, mengubah atau mendistribusikannya tanpa izin tertulis.',
        en: 'The app, brand, logo, design and all content of Upah belong to us or our licensors. You may not copy, modify or distribute them without written permission.',
      },
    ],
  },
  {
    title: { id: '11. Pemberitahuan', en: '11. Notices' },
    paragraphs: [
      {
        id: 'Pemberitahuan kepada Anda dapat disampaikan melalui aplikasi, WhatsApp atau SMS ke nomor yang terdaftar. Pemberitahuan dianggap diterima saat dikirim.',
        en: 'Notices to you may be sent through the app, WhatsApp or SMS to your registered number. A notice counts as received when it is sent.',
      },
      {
        id: 'Untuk pengalaman terbaik, kami menyarankan memasang aplikasi seluler Upah atau menggunakan versi terbaru peramban Anda.',
        en: 'For the best experience we recommend installing the Upah mobile app or using a recent version of your web browser.',
      },
    ],
  },
  {
    title: { id: '12. Penyelesaian Sengketa', en: '12. Dispute Resolution' },
    paragraphs: [
      {
        id: 'Syarat dan Ketentuan ini tunduk pada hukum Republik Indonesia. Setiap sengketa diselesaikan terlebih dahulu secara musyawarah dalam waktu 30 (tiga puluh) hari. Jika tidak tercapai kesepakatan, sengketa diselesaikan melalui Pengadilan Negeri Jakarta Selatan.',
        en: 'These Terms and Conditions are governed by the laws of the Republic of Indonesia. Any dispute is first settled amicably within 30 (thirty) days. If no agreement is reached, the dispute goes to the South Jakarta District Court.',
      },
    ],
  },
];
