/**
 * Which demo materials are welded from panels when a print is wider than the roll: PVC frontlit,
 * blockout and mesh. Not backlit (a seam shows when the light is behind it), not PVC-free
 * polyethylene, textiles (sewn, not welded), films (the fitter overlaps them on the wall) or rigid
 * boards and PlusFrames. Used by the seed and by the migration that filled in existing catalogues.
 */
export const WELDED_MATERIALS: readonly string[] = ['PVC', 'PVC mesh', 'PVC blockout'];

/** Up to 20 m wide (four panels of a 5 m roll) and a roll long: what the welding table takes. */
export const WELD_MAX_MM = 20_000;

/** Welding per running metre of seam, excl. VAT. */
export const SEAM_PRICE_CENTS = 450;

/** The welding facts of a material: welded up to WELD_MAX_MM, or never (0). */
export function weldingOf(material: string): { weldMaxMm: number; seamCents: number } {
  return WELDED_MATERIALS.includes(material)
    ? { weldMaxMm: WELD_MAX_MM, seamCents: SEAM_PRICE_CENTS }
    : { weldMaxMm: 0, seamCents: 0 };
}
