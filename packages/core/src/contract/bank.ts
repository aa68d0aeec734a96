/**
 * Bank list (SPEC §3 "Bank list", "Bank verification statuses"): about 90 fixed Indonesian bank codes,
 * MANDIRI as default. Codes follow the upper-snake style used by Indonesian disbursement providers
 * (`_SYR` sharia units/banks, `_UUS` sharia business units of conventional banks).
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { bankAccountNumber, bankVerificationStatus } from './bank-account';
import { zNullableString, zString } from './common';
import { endpoint } from './endpoint';

export {
  BANK_VERIFICATION_STATUSES,
  type BankVerificationStatus,
  bankAccountNumber,
  bankVerificationStatus,
} from './bank-account';

export interface Bank {
  readonly code: string;
  readonly name: string;
}

export const DEFAULT_BANK_CODE = 'MANDIRI';

export const BANKS: readonly Bank[] = [
  { code: 'MANDIRI', name: 'Bank Mandiri' },
  { code: 'BCA', name: 'Bank Central Asia (BCA)' },
  { code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
  { code: 'BNI', name: 'Bank Negara Indonesia (BNI)' },
  { code: 'BTN', name: 'Bank Tabungan Negara (BTN)' },
  { code: 'BSI', name: 'Bank Syariah Indonesia (BSI)' },
  { code: 'CIMB', name: 'Bank CIMB Niaga' },
  { code: 'CIMB_UUS', name: 'Bank CIMB Niaga Syariah' },
  { code: 'DBS', name: 'Bank DBS Indonesia' },
  { code: 'PERMATA', name: 'Bank Permata' },
  { code: 'PERMATA_UUS', name: 'Bank Permata Syariah' },
  { code: 'DANAMON', name: 'Bank Danamon' },
  { code: 'DANAMON_UUS', name: 'Bank Danamon Syariah' },
  { code: 'MAYBANK', name: 'Bank Maybank Indonesia' },
  { code: 'MAYBANK_SYR', name: 'Bank Maybank Syariah Indonesia' },
  { code: 'PANIN', name: 'Bank Panin' },
  { code: 'PANIN_SYR', name: 'Bank Panin Dubai Syariah' },
  { code: 'OCBC', name: 'Bank OCBC NISP' },
  { code: 'OCBC_UUS', name: 'Bank OCBC NISP Syariah' },
  { code: 'MEGA', name: 'Bank Mega' },
  { code: 'MEGA_SYR', name: 'Bank Mega Syariah' },
  { code: 'BUKOPIN', name: 'Bank KB Bukopin' },
  { code: 'BUKOPIN_SYR', name: 'Bank KB Bukopin Syariah' },
  { code: 'SINARMAS', name: 'Bank Sinarmas' },
  { code: 'SINARMAS_UUS', name: 'Bank Sinarmas Syariah' },
  { code: 'MUAMALAT', name: 'Bank Muamalat Indonesia' },
  { code: 'BCA_SYR', name: 'Bank BCA Syariah' },
  { code: 'BTPN', name: 'Bank SMBC Indonesia (BTPN)' },
  { code: 'BTPN_SYR', name: 'Bank BTPN Syariah' },
  { code: 'JAGO', name: 'Bank Jago' },
  { code: 'SEABANK', name: 'SeaBank Indonesia' },
  { code: 'ALLO', name: 'Allo Bank Indonesia' },
  { code: 'NEO_COMMERCE', name: 'Bank Neo Commerce' },
  { code: 'BCA_DIGITAL', name: 'Bank Digital BCA (blu)' },
  { code: 'RAYA', name: 'Bank Raya Indonesia' },
  { code: 'ALADIN_SYR', name: 'Bank Aladin Syariah' },
  { code: 'UOB', name: 'Bank UOB Indonesia' },
  { code: 'HSBC', name: 'Bank HSBC Indonesia' },
  { code: 'CITIBANK', name: 'Citibank' },
  { code: 'STANDARD_CHARTERED', name: 'Standard Chartered Bank' },
  { code: 'ANZ', name: 'Bank ANZ Indonesia' },
  { code: 'BNP_PARIBAS', name: 'Bank BNP Paribas Indonesia' },
  { code: 'MIZUHO', name: 'Bank Mizuho Indonesia' },
  { code: 'MUFG', name: 'MUFG Bank' },
  { code: 'RESONA', name: 'Bank Resona Perdania' },
  { code: 'COMMONWEALTH', name: 'Bank Commonwealth' },
  { code: 'CHINA_CONSTRUCTION', name: 'Bank China Construction Bank Indonesia' },
  { code: 'ICBC', name: 'Bank ICBC Indonesia' },
  { code: 'KEB_HANA', name: 'Bank KEB Hana Indonesia' },
  { code: 'WOORI', name: 'Bank Woori Saudara Indonesia' },
  { code: 'SHINHAN', name: 'Bank Shinhan Indonesia' },
  { code: 'QNB_INDONESIA', name: 'Bank QNB Indonesia' },
  { code: 'JTRUST', name: 'Bank JTrust Indonesia' },
  { code: 'MAYAPADA', name: 'Bank Mayapada Internasional' },
  { code: 'CAPITAL', name: 'Bank Capital Indonesia' },
  { code: 'MNC_INTERNASIONAL', name: 'Bank MNC Internasional' },
  { code: 'NATIONALNOBU', name: 'Bank Nationalnobu' },
  { code: 'VICTORIA_INTERNASIONAL', name: 'Bank Victoria International' },
  { code: 'VICTORIA_SYR', name: 'Bank Victoria Syariah' },
  { code: 'SAHABAT_SAMPOERNA', name: 'Bank Sahabat Sampoerna' },
  { code: 'AMAR', name: 'Bank Amar Indonesia' },
  { code: 'ARTHA_GRAHA', name: 'Bank Artha Graha Internasional' },
  { code: 'BJB', name: 'BPD Jawa Barat dan Banten (bank bjb)' },
  { code: 'BJB_SYR', name: 'Bank BJB Syariah' },
  { code: 'DKI', name: 'Bank DKI' },
  { code: 'JAWA_TENGAH', name: 'BPD Jawa Tengah (Bank Jateng)' },
  { code: 'JAWA_TIMUR', name: 'BPD Jawa Timur (Bank Jatim)' },
  { code: 'DAERAH_ISTIMEWA', name: 'BPD Daerah Istimewa Yogyakarta (Bank BPD DIY)' },
  { code: 'BANTEN', name: 'Bank Pembangunan Daerah Banten (Bank Banten)' },
  { code: 'ACEH_SYR', name: 'Bank Aceh Syariah' },
  { code: 'SUMUT', name: 'BPD Sumatera Utara (Bank Sumut)' },
  { code: 'NAGARI', name: 'Bank Nagari (BPD Sumatera Barat)' },
  { code: 'RIAU_DAN_KEPRI_SYR', name: 'Bank Riau Kepri Syariah' },
  { code: 'JAMBI', name: 'BPD Jambi' },
  { code: 'SUMSEL_DAN_BABEL', name: 'BPD Sumatera Selatan dan Bangka Belitung (Bank Sumsel Babel)' },
  { code: 'BENGKULU', name: 'BPD Bengkulu' },
  { code: 'LAMPUNG', name: 'BPD Lampung' },
  { code: 'KALIMANTAN_BARAT', name: 'BPD Kalimantan Barat (Bank Kalbar)' },
  { code: 'KALIMANTAN_SELATAN', name: 'BPD Kalimantan Selatan (Bank Kalsel)' },
  { code: 'KALIMANTAN_TENGAH', name: 'BPD Kalimantan Tengah (Bank Kalteng)' },
  { code: 'KALIMANTAN_TIMUR', name: 'BPD Kalimantan Timur dan Kalimantan Utara (Bankaltimtara)' },
  { code: 'SULSELBAR', name: 'BPD Sulawesi Selatan dan Sulawesi Barat (Bank Sulselbar)' },
  { code: 'SULUTGO', name: 'BPD Sulawesi Utara dan Gorontalo (Bank SulutGo)' },
  { code: 'SULAWESI', name: 'BPD Sulawesi Tengah (Bank Sulteng)' },
  { code: 'SULAWESI_TENGGARA', name: 'BPD Sulawesi Tenggara (Bank Sultra)' },
  { code: 'BALI', name: 'BPD Bali' },
  { code: 'NUSA_TENGGARA_BARAT_SYR', name: 'Bank NTB Syariah' },
  { code: 'NUSA_TENGGARA_TIMUR', name: 'BPD Nusa Tenggara Timur (Bank NTT)' },
  { code: 'MALUKU', name: 'BPD Maluku dan Maluku Utara' },
  { code: 'PAPUA', name: 'BPD Papua (Bank Papua)' },
];

export const BANK_CODES: readonly string[] = BANKS.map((bank) => bank.code);

/** Name of a bank code, or the code itself when it is not in the list. */
export function bankName(code: string): string {
  return BANKS.find((bank) => bank.code === code)?.name ?? code;
}

/** A bank code of the list (SPEC §3). */
export const bankCode = z
  .string()
  .check(z.refine((code) => BANK_CODES.includes(code), messages.bankCodeUnknown));
export type BankCode = z.infer<typeof bankCode>;

export const updateBankDefaultBody = z.object({ bankCode, bankAccountNumber });
export type UpdateBankDefaultBody = z.infer<typeof updateBankDefaultBody>;

export const updateBankDefaultResponse = z.object({
  bankCode: zString,
  bankAccountNumber: zString,
  bankAccountName: zNullableString,
  bankVerificationStatus,
});
export type UpdateBankDefaultResponse = z.infer<typeof updateBankDefaultResponse>;

/** Setting the payout account (SPEC §7 "Auth and profile"); with the bank list because its body checks the code. */
export const bankEndpoints = {
  updateBankDefault: endpoint({
    id: 'bank.updateBankDefault',
    access: { who: 'employee' },
    method: 'POST',
    host: 'main',
    path: '/user/update/bank-default',
    body: updateBankDefaultBody,
    response: updateBankDefaultResponse,
    doc: 'Sets the default payout account; verification restarts, so bankVerificationStatus is usually PENDING in the answer. bankAccountName is filled once the bank confirms the holder.',
  }),
} as const;
