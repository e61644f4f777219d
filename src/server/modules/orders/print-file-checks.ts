/** The admin tool lists the stored checks of print files through here. */
export { parseStoredChecks } from '../files/print-file-checks.js';
