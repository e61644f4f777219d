import type { StoredChapter } from '../../../domain/catalog.js';

/**
 * The selector trees per chapter: a category has children, a leaf names a product code. Flags,
 * fence banners and adhesive are shown as icon grids, so their nodes carry short icon names.
 */
export type TreeSeed = { name: string; icon?: string; children: TreeSeed[] } | { product: string; icon?: string };

const leaf = (product: string, icon?: string): TreeSeed => (icon ? { product, icon } : { product });
const category = (name: string, children: TreeSeed[], icon?: string): TreeSeed =>
  (icon ? { name, icon, children } : { name, children });

export const TREES: Record<StoredChapter, TreeSeed[]> = {
  catalog: [
    category('Spandoeken', [
      category('Frontlit PVC', [leaf('SPD-FL510'), leaf('SPD-FL440'), leaf('SPD-FL510-B1'), leaf('SPD-ECO420')]),
      category('Mesh', [leaf('SPD-MESH270'), leaf('SPD-MESH350-B1')]),
      category('Blockout', [leaf('SPD-BO610-DS'), leaf('SPD-BO550')]),
      category('Backlit', [leaf('SPD-BL500')]),
    ]),
    category('Textiel', [
      leaf('TEX-FLAG115'), leaf('TEX-STRETCH220'), leaf('TEX-BO260-DS'), leaf('TEX-BL250'), leaf('TEX-CANVAS340'),
    ]),
    category('Hekwerk op maat', [leaf('HEK-MAAT-MESH'), leaf('HEK-MAAT-FL')]),
  ],
  frames: [
    category('PlusFrames', [leaf('PF-TEX'), leaf('PF-TEX-DS'), leaf('PF-LIGHT')]),
  ],
  vsigns: [
    category('V-borden', [leaf('VB-70x100'), leaf('VB-80x120'), leaf('VB-100x200')]),
  ],
  fence_banners: [
    category('Bouwhekken (Heras)', [
      leaf('HEK-HERAS-MESH', 'mesh'), leaf('HEK-HERAS-FL', 'banner'), leaf('HEK-HERAS-DS', 'double'), leaf('HEK-HOOG-MESH', 'fence-high'),
    ], 'heras'),
    category('Dranghekken', [leaf('HEK-DRANG', 'barrier'), leaf('HEK-DRANG-DS', 'double')], 'barrier'),
    category('Op maat', [leaf('HEK-MAAT-MESH', 'mesh'), leaf('HEK-MAAT-FL', 'banner')], 'ruler'),
  ],
  flags: [
    category('Beachflags', [
      category('Wave', [leaf('BF-WAVE-S', 'wave'), leaf('BF-WAVE-M', 'wave'), leaf('BF-WAVE-L', 'wave'), leaf('BF-WAVE-M-DS', 'double')], 'wave'),
      category('Drop', [leaf('BF-DROP-M', 'drop'), leaf('BF-DROP-L', 'drop')], 'drop'),
    ], 'beachflag'),
    category('Gevelvlaggen', [leaf('GV-150x100', 'flag'), leaf('GV-225x150', 'flag')], 'facade-flag'),
    category('Baniervlaggen', [leaf('BV-100x400', 'banner-flag'), leaf('BV-150x600', 'banner-flag')], 'banner-flag'),
    leaf('VLAG-MAAT', 'ruler'),
  ],
  adhesive: [
    category('Monomeer', [leaf('FOL-MONO-GL', 'sticker'), leaf('FOL-MONO-MAT', 'sticker')], 'sticker'),
    category('Polymeer', [leaf('FOL-POLY-GL', 'car'), leaf('FOL-POLY-TR', 'car')], 'car'),
    category('Raamfolie', [leaf('FOL-RAAM-OWV', 'window'), leaf('FOL-RAAM-STAT', 'window'), leaf('FOL-RAAM-FROST', 'frost')], 'window'),
    category('Vloerfolie', [leaf('FOL-VLOER-R10', 'floor'), leaf('FOL-VLOER-TAPIJT', 'carpet')], 'floor'),
  ],
};

/** Product codes of the demo favourites. */
export const CUSTOMER_FAVORITES = ['SPD-FL510', 'SPD-MESH270', 'BF-WAVE-M', 'HEK-HERAS-MESH', 'FOL-MONO-GL'];
export const RESELLER_FAVORITES = ['TEX-FLAG115', 'GV-150x100'];

/** Company closing days besides weekends (the expedition planner skips them). */
export const CLOSING_DAYS: { date: string; reason: string }[] = [
  { date: '2026-12-25', reason: 'Eerste Kerstdag' },
  { date: '2026-12-26', reason: 'Tweede Kerstdag' },
  { date: '2026-12-28', reason: 'Bedrijfssluiting rond de jaarwisseling' },
  { date: '2026-12-29', reason: 'Bedrijfssluiting rond de jaarwisseling' },
  { date: '2026-12-30', reason: 'Bedrijfssluiting rond de jaarwisseling' },
  { date: '2026-12-31', reason: 'Bedrijfssluiting rond de jaarwisseling' },
  { date: '2027-01-01', reason: 'Nieuwjaarsdag' },
  { date: '2027-03-29', reason: 'Tweede Paasdag' },
  { date: '2027-04-27', reason: 'Koningsdag' },
  { date: '2027-05-05', reason: 'Bevrijdingsdag' },
  { date: '2027-05-06', reason: 'Hemelvaartsdag' },
  { date: '2027-05-17', reason: 'Tweede Pinksterdag' },
];
