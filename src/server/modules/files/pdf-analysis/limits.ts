/**
 * Bounds of one PDF analysis: a hostile upload may cost this much and no more. A file
 * over any bound is stored unchecked ("we check it by hand"), never a stalled or dead server.
 */
export interface PdfLimits {
  /** Larger files are not read at all (the analysis process holds ~2x the file outside its heap). */
  maxBytes: number;
  /** Objects in the file (counted cheaply before parsing, object streams included). */
  maxObjects: number;
  /** Pages read; more pages than this is no print job we can check by machine. */
  maxPages: number;
  /** Nesting of the page tree (real files: 2 to 5 levels). */
  maxDepth: number;
  /** Wall clock of one analysis, the wait for a slot and a process start included; then it is killed. */
  timeoutMs: number;
  /** V8 heap of the analysis process (--max-old-space-size). */
  heapMb: number;
  /**
   * Resident memory of the analysis process, watched from outside: the heap limit does not cover
   * typed arrays, and the parser inflates object and cross-reference streams into them (a 1 MB
   * flate bomb grows a process past 1 GB under a 256 MB heap). Node, tsx and pdf.js take ~90 MB.
   */
  rssMb: number;
  /** Decoded page content read for the image, colour and placement checks, all pages together. */
  maxContentBytes: number;
  /** Tokens (operators and operands) of page content read; beyond either bound those checks say "not checked". */
  maxOperators: number;
}

/**
 * pdf.js indexes every object of a file without a usable cross-reference and parses those it is
 * asked for; 200,000 objects fit in 256 MB and take a few seconds (the parser before it needed
 * ~550 bytes of heap for each); a real large-format file has hundreds.
 */
export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxBytes: 100 * 1024 * 1024,
  maxObjects: 200_000,
  maxPages: 5_000,
  maxDepth: 32,
  timeoutMs: 15_000,
  heapMb: 256,
  // The heap, the file read whole (at most maxBytes) and room for a real file's inflated streams.
  rssMb: 640,
  maxContentBytes: 32 * 1024 * 1024,
  maxOperators: 4_000_000,
};

/** Why a stored file was not checked by machine. */
export type UncheckedReason =
  | 'unreadable' // not a PDF we can parse, or no pages
  | 'too_big' // over maxBytes
  | 'too_complex' // over maxObjects, maxPages or maxDepth, or a page tree that loops or shares nodes
  | 'too_slow' // over timeoutMs (including the wait for a free analysis slot)
  | 'too_much_memory' // over heapMb or rssMb
  | 'busy' // too many analyses waiting already
  | 'failed'; // the analysis process ended without an answer (not the file's fault as far as we know)
