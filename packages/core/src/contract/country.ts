/** Supported countries for phone entry (SPEC §3 "Supported countries", §9 dial prefixes). */
export interface Country {
  readonly name: string;
  /** Dial code with a leading plus, e.g. `+62`. */
  readonly dial: string;
  /** ISO 3166-1 alpha-2 code. */
  readonly iso: string;
  /** Flag image URL from a flag image service (SPEC §7 Third-party calls). */
  readonly flag: string;
}

const flagUrl = (iso: string): string => `https://flagcdn.com/w40/${iso.toLowerCase()}.png`;

export const COUNTRIES: readonly Country[] = [
  { name: 'Indonesia', dial: '+62', iso: 'ID', flag: flagUrl('ID') },
  { name: 'Singapore', dial: '+65', iso: 'SG', flag: flagUrl('SG') },
  { name: 'United States', dial: '+1', iso: 'US', flag: flagUrl('US') },
];

/** SPEC §9: default dial code on reset and the fixed code of registration. */
export const DEFAULT_DIAL_CODE = '+62';
