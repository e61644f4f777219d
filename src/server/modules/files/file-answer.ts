import { parseStoredChecks } from './print-file-checks.js';

/** A stored print file as the order page and the upload answer show it. */
export function fileAnswer(file: {
  id: number; print_id: number; original_name: string; size: number; pages: number | null;
  width_mm: number | null; height_mm: number | null; warning: string | null; created_at: string;
  checks: string | null; copy_id: number | null; warnings_accepted_at: string | null;
}) {
  return {
    id: file.id,
    print_id: file.print_id,
    /** The copy line the file is for; null for a file from before files per line (it stands for the print). */
    copy_id: file.copy_id,
    name: file.original_name,
    size: Number(file.size),
    pages: file.pages,
    width_mm: file.width_mm,
    height_mm: file.height_mm,
    warning: file.warning,
    /** The print-file check (src/domain/preflight/file-checks.ts), null for files uploaded before it existed. */
    checks: parseStoredChecks(file.checks),
    /** When the customer accepted the check's warnings; the order waits for it (DESIGN.md section 9). */
    warnings_accepted_at: file.warnings_accepted_at,
    uploaded_at: file.created_at,
    url: `/api/v1/files/${file.id}`,
  };
}
