import type { ProductKind } from '../database.js';

/**
 * The demo catalogue's products. Prices are realistic list prices excl. VAT in cents: per m² for
 * sheets, per piece for fixed-size articles, per metre of frame perimeter for PlusFrames.
 */
export interface ProductSeed {
  code: string;
  name: string;
  material: string;
  gloss: string;
  width: number;
  density: string;
  fireResistant?: boolean;
  fixed?: [width: number, height: number];
  sides?: 1 | 2;
  kind?: ProductKind;
  priceCents: number;
  minOrderQty?: number;
  minAreaCm2?: number;
  doubleSidedPct?: number;
  tiers?: { from_m2: number; discount_pct: number }[];
  productionDays?: number;
  speedDays?: number;
  supportCents?: number;
  wallmountCents?: number;
  /** Which finish set of catalog-finishes.ts the product offers. */
  finishSet: FinishSet;
}

export type FinishSet =
  | 'pvc' | 'textile' | 'flag' | 'beachflag' | 'facade-flag' | 'fence' | 'adhesive' | 'vsign' | 'frame';

const AREA_TIERS = [{ from_m2: 10, discount_pct: 10 }, { from_m2: 50, discount_pct: 20 }];
const PIECE_TIERS = [{ from_m2: 25, discount_pct: 5 }, { from_m2: 100, discount_pct: 12 }];

const pvc = (code: string, name: string, density: string, priceCents: number, extra: Partial<ProductSeed> = {}): ProductSeed => ({
  code, name, material: 'PVC', gloss: 'mat', width: 5000, density, priceCents, tiers: AREA_TIERS, finishSet: 'pvc', ...extra,
});
const textile = (code: string, name: string, density: string, priceCents: number, extra: Partial<ProductSeed> = {}): ProductSeed => ({
  code, name, material: 'Polyester textiel', gloss: 'mat', width: 3200, density, priceCents, tiers: AREA_TIERS,
  fireResistant: true, finishSet: 'textile', productionDays: 4, ...extra,
});
const piece = (code: string, name: string, fixed: [number, number], priceCents: number, finishSet: FinishSet, extra: Partial<ProductSeed> = {}): ProductSeed => ({
  code, name, material: 'Polyester vlaggendoek', gloss: 'mat', width: 3200, density: '115 g/m²', fixed, kind: 'piece',
  priceCents, tiers: PIECE_TIERS, finishSet, ...extra,
});
const film = (code: string, name: string, material: string, gloss: string, density: string, priceCents: number, extra: Partial<ProductSeed> = {}): ProductSeed => ({
  code, name, material, gloss, width: 1370, density, priceCents, tiers: AREA_TIERS, minAreaCm2: 2500, finishSet: 'adhesive', ...extra,
});

export const PRODUCTS: ProductSeed[] = [
  // Banners
  pvc('SPD-FL510', 'Spandoek Frontlit 510 g/m²', '510 g/m²', 1250),
  pvc('SPD-FL440', 'Spandoek Frontlit 440 g/m²', '440 g/m²', 1050, { gloss: 'glans', width: 3200 }),
  pvc('SPD-FL510-B1', 'Spandoek Frontlit 510 g/m² B1 brandvertragend', '510 g/m²', 1395, { fireResistant: true }),
  pvc('SPD-ECO420', 'Spandoek Eco PVC-vrij 420 g/m²', '420 g/m²', 1695, { material: 'Polyethyleen (PVC-vrij)', productionDays: 4 }),
  pvc('SPD-MESH270', 'Spandoek Mesh 270 g/m²', '270 g/m²', 1450, { material: 'PVC mesh' }),
  pvc('SPD-MESH350-B1', 'Spandoek Mesh 350 g/m² B1', '350 g/m²', 1595, { material: 'PVC mesh', fireResistant: true }),
  pvc('SPD-BO610-DS', 'Spandoek Blockout 610 g/m² dubbelzijdig', '610 g/m²', 2150, { material: 'PVC blockout', sides: 2, doubleSidedPct: 170 }),
  pvc('SPD-BO550', 'Spandoek Blockout 550 g/m²', '550 g/m²', 1795, { material: 'PVC blockout' }),
  pvc('SPD-BL500', 'Spandoek Backlit 500 g/m²', '500 g/m²', 1895, { material: 'PVC backlit', gloss: 'satijn', width: 3200 }),
  textile('TEX-FLAG115', 'Textiel Vlaggendoek 115 g/m²', '115 g/m²', 1395),
  textile('TEX-STRETCH220', 'Textiel Stretch 220 g/m²', '220 g/m²', 1995),
  textile('TEX-BO260-DS', 'Textiel Blockout 260 g/m² dubbelzijdig', '260 g/m²', 2695, { sides: 2 }),
  textile('TEX-BL250', 'Textiel Backlit 250 g/m²', '250 g/m²', 2495),
  textile('TEX-CANVAS340', 'Canvas 340 g/m²', '340 g/m²', 2295, { material: 'Katoen/polyester canvas', fireResistant: false, width: 1600 }),

  // Flags
  piece('BF-WAVE-S', 'Beachflag Wave S', [600, 2050], 4950, 'beachflag'),
  piece('BF-WAVE-M', 'Beachflag Wave M', [800, 2800], 6450, 'beachflag'),
  piece('BF-WAVE-L', 'Beachflag Wave L', [900, 3800], 8450, 'beachflag'),
  piece('BF-WAVE-M-DS', 'Beachflag Wave M dubbelzijdig', [800, 2800], 10950, 'beachflag', { sides: 2, material: 'Polyester blockout', density: '160 g/m²' }),
  piece('BF-DROP-M', 'Beachflag Drop M', [850, 2500], 6950, 'beachflag'),
  piece('BF-DROP-L', 'Beachflag Drop L', [1050, 3300], 8950, 'beachflag'),
  piece('GV-150x100', 'Gevelvlag 150 x 100 cm', [1500, 1000], 2495, 'facade-flag'),
  piece('GV-225x150', 'Gevelvlag 225 x 150 cm', [2250, 1500], 3995, 'facade-flag'),
  piece('BV-100x400', 'Baniervlag 100 x 400 cm', [1000, 4000], 5495, 'facade-flag'),
  piece('BV-150x600', 'Baniervlag 150 x 600 cm', [1500, 6000], 8995, 'facade-flag', { productionDays: 4 }),
  textile('VLAG-MAAT', 'Vlag op maat', '115 g/m²', 1450, { material: 'Polyester vlaggendoek', finishSet: 'flag' }),

  // Fence banners
  pvc('HEK-HERAS-MESH', 'Bouwhekdoek Heras Mesh 340 x 173 cm', '270 g/m²', 3695, { material: 'PVC mesh', fixed: [3400, 1730], kind: 'piece', tiers: PIECE_TIERS, finishSet: 'fence' }),
  pvc('HEK-HERAS-FL', 'Bouwhekdoek Heras Frontlit 340 x 173 cm', '440 g/m²', 3495, { fixed: [3400, 1730], kind: 'piece', tiers: PIECE_TIERS, finishSet: 'fence' }),
  pvc('HEK-HERAS-DS', 'Bouwhekdoek Heras Blockout dubbelzijdig 340 x 173 cm', '610 g/m²', 5995, { material: 'PVC blockout', fixed: [3400, 1730], sides: 2, kind: 'piece', tiers: PIECE_TIERS, finishSet: 'fence' }),
  pvc('HEK-HOOG-MESH', 'Bouwhekdoek Mesh 350 x 200 cm (hoog hek)', '270 g/m²', 4295, { material: 'PVC mesh', fixed: [3500, 2000], kind: 'piece', tiers: PIECE_TIERS, finishSet: 'fence' }),
  pvc('HEK-DRANG', 'Dranghekdoek 215 x 90 cm', '440 g/m²', 2295, { fixed: [2150, 900], kind: 'piece', tiers: PIECE_TIERS, finishSet: 'fence' }),
  pvc('HEK-DRANG-DS', 'Dranghekdoek 215 x 90 cm dubbelzijdig', '610 g/m²', 3295, { material: 'PVC blockout', fixed: [2150, 900], sides: 2, kind: 'piece', tiers: PIECE_TIERS, finishSet: 'fence' }),
  pvc('HEK-MAAT-MESH', 'Hekwerkdoek op maat Mesh', '270 g/m²', 1395, { material: 'PVC mesh', finishSet: 'fence' }),
  pvc('HEK-MAAT-FL', 'Hekwerkdoek op maat Frontlit', '440 g/m²', 1195, { finishSet: 'fence' }),

  // Adhesive films
  film('FOL-MONO-GL', 'Monomeer folie wit glanzend', 'Monomeer vinyl', 'glans', '80 µm', 1495),
  film('FOL-MONO-MAT', 'Monomeer folie wit mat', 'Monomeer vinyl', 'mat', '80 µm', 1495),
  film('FOL-POLY-GL', 'Polymeer folie wit glanzend (autobelettering)', 'Polymeer vinyl', 'glans', '70 µm', 2495, { productionDays: 4 }),
  film('FOL-POLY-TR', 'Polymeer folie transparant', 'Polymeer vinyl', 'glans', '70 µm', 2595, { productionDays: 4 }),
  film('FOL-RAAM-OWV', 'Raamfolie One Way Vision 50/50', 'Geperforeerd vinyl', 'glans', '140 µm', 2995),
  film('FOL-RAAM-STAT', 'Raamfolie statisch hechtend', 'Statische PVC-folie', 'glans', '200 µm', 2795),
  film('FOL-RAAM-FROST', 'Raamfolie frosted (zandstraal-look)', 'Polymeer etsfolie', 'mat', '80 µm', 2695),
  film('FOL-VLOER-R10', 'Vloerfolie anti-slip R10', 'Vinyl met antislip laminaat', 'mat', '250 µm', 3495, { fireResistant: true }),
  film('FOL-VLOER-TAPIJT', 'Vloerfolie voor tapijt, verwijderbaar', 'Vinyl met tapijtlijm', 'mat', '180 µm', 3795),

  // V-signs: fixed sizes, always printed on both faces
  { code: 'VB-70x100', name: 'V-bord 70 x 100 cm dubbelzijdig', material: 'Re-board karton', gloss: 'mat', width: 1600, density: '16 mm', fixed: [700, 1000], sides: 2, kind: 'piece', priceCents: 2995, tiers: PIECE_TIERS, finishSet: 'vsign', productionDays: 4 },
  { code: 'VB-80x120', name: 'V-bord 80 x 120 cm dubbelzijdig', material: 'Re-board karton', gloss: 'mat', width: 1600, density: '16 mm', fixed: [800, 1200], sides: 2, kind: 'piece', priceCents: 3795, tiers: PIECE_TIERS, finishSet: 'vsign', productionDays: 4 },
  { code: 'VB-100x200', name: 'V-bord 100 x 200 cm dubbelzijdig', material: 'Akoestisch paneel', gloss: 'mat', width: 2000, density: '10 mm', fixed: [1000, 2000], sides: 2, kind: 'piece', priceCents: 5995, tiers: PIECE_TIERS, finishSet: 'vsign', productionDays: 5 },

  // PlusFrames: aluminium frames with a printed textile; ordered at least two at a time
  { code: 'PF-TEX', name: 'PlusFrame textielframe enkelzijdig', material: 'Aluminium frame + textiel', gloss: 'mat', width: 3200, density: '220 g/m²', kind: 'frame', priceCents: 1450, minOrderQty: 2, finishSet: 'frame', productionDays: 5, speedDays: 2, supportCents: 1950, wallmountCents: 895, fireResistant: true },
  { code: 'PF-TEX-DS', name: 'PlusFrame textielframe dubbelzijdig', material: 'Aluminium frame + textiel', gloss: 'mat', width: 3200, density: '260 g/m²', kind: 'frame', sides: 2, priceCents: 1750, minOrderQty: 2, finishSet: 'frame', productionDays: 5, speedDays: 2, supportCents: 1950, wallmountCents: 895, fireResistant: true },
  { code: 'PF-LIGHT', name: 'PlusFrame lichtframe (backlit)', material: 'Aluminium lichtbak + backlit textiel', gloss: 'satijn', width: 3200, density: '250 g/m²', kind: 'frame', priceCents: 3950, minOrderQty: 2, finishSet: 'frame', productionDays: 7, speedDays: 3, supportCents: 2450, wallmountCents: 1295, fireResistant: true },
];
