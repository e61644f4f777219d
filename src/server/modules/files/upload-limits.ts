/**
 * What uploads may take of one server process and of its disk (README "Configuration"): a slow or
 * hostile client holds a socket, a file descriptor and a partial file for as long as its upload
 * runs, so their number is capped, a crawl is ended, and a company's files have a ceiling.
 */
export interface UploadLimits {
  /** Uploads one user may have streaming at once (`UPLOADS_PER_USER`). */
  perUser: number;
  /** Uploads streaming at once in this process, every user together (`UPLOADS_AT_ONCE`). */
  total: number;
  /** An upload averaging fewer bytes a second than this over one window is ended (`UPLOAD_MIN_KB_PER_S`; 0: no minimum). */
  minBytesPerSecond: number;
  /** The window over which that average is taken (`UPLOAD_RATE_WINDOW_S`). */
  rateWindowMs: number;
  /** The print files one company may have stored, in bytes (`COMPANY_STORAGE_GB`). */
  partnerQuotaBytes: number;
}

const KB = 1024;
const GB = 1024 ** 3;

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perUser: 6,
  total: 64,
  minBytesPerSecond: 8 * KB,
  rateWindowMs: 30_000,
  partnerQuotaBytes: 20 * GB,
};

interface Variable {
  name: string;
  key: keyof UploadLimits;
  /** The variable's unit in the limit's unit. */
  scale: number;
  whole?: boolean;
  zeroAllowed?: boolean;
}

const VARIABLES: Variable[] = [
  { name: 'UPLOADS_PER_USER', key: 'perUser', scale: 1, whole: true },
  { name: 'UPLOADS_AT_ONCE', key: 'total', scale: 1, whole: true },
  { name: 'UPLOAD_MIN_KB_PER_S', key: 'minBytesPerSecond', scale: KB, zeroAllowed: true },
  { name: 'UPLOAD_RATE_WINDOW_S', key: 'rateWindowMs', scale: 1000 },
  { name: 'COMPANY_STORAGE_GB', key: 'partnerQuotaBytes', scale: GB },
];

/** The limits from the environment; a value that is not a number in range stops the start. */
export function loadUploadLimits(env: NodeJS.ProcessEnv): UploadLimits {
  const limits = { ...DEFAULT_UPLOAD_LIMITS };
  for (const variable of VARIABLES) {
    const raw = env[variable.name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    const inRange = Number.isFinite(value) && (variable.zeroAllowed ? value >= 0 : value > 0) && (!variable.whole || Number.isInteger(value));
    if (!inRange) {
      const kind = variable.whole ? 'a whole number above 0' : variable.zeroAllowed ? 'a number of 0 or more' : 'a number above 0';
      throw new Error(`${variable.name} must be ${kind}, not "${raw}"`);
    }
    limits[variable.key] = Math.round(value * variable.scale);
  }
  return limits;
}

/** A storage size as a person reads it: "20 GB", "1.5 GB", "512 MB". */
export function readableSize(bytes: number): string {
  const [amount, unit] = bytes >= GB ? [bytes / GB, 'GB'] : [bytes / 1024 ** 2, 'MB'];
  return `${Number(amount.toFixed(1))} ${unit}`;
}
