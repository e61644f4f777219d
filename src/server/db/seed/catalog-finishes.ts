import type { FinishPriceKind } from '../database.js';
import type { FinishSet } from './catalog-products.js';

/**
 * Finishes of the demo catalogue. Levels 1-7 are normal finishes placed on sides (1 = edge, which
 * every side must have; 2 = eyelets; 3 = pockets; 4 = keder; 5 = tape; 6 = rope; 7 = cutting);
 * 8 = extra products per piece (side 'surface'); 9 = extras at a named location; 111 = PlusFrame
 * base plates; 999 = internal, never shown.
 */
export interface FinishSeed {
  key: string;
  name: string;
  level: number;
  finishingId: number;
  code: string;
  side: string;
  location?: string;
  priceKind: FinishPriceKind;
  priceCents: number;
  spacingMm?: number;
}

export const FINISHES: FinishSeed[] = [
  { key: 'hem', name: 'Zoom (gestikt)', level: 1, finishingId: 101, code: 'AF-ZOOM', side: 'around', priceKind: 'metre', priceCents: 150 },
  { key: 'hem-welded', name: 'Zoom (gelast)', level: 1, finishingId: 102, code: 'AF-ZOOM-LAS', side: 'around', priceKind: 'metre', priceCents: 175 },
  { key: 'cut', name: 'Strak gesneden (geen zoom)', level: 1, finishingId: 103, code: 'AF-SNIJ', side: 'around', priceKind: 'none', priceCents: 0 },
  { key: 'hem-reinforced', name: 'Zoom met versterkingsband', level: 1, finishingId: 104, code: 'AF-ZOOM-BAND', side: 'around', priceKind: 'metre', priceCents: 225 },
  { key: 'eyelets-500', name: 'Ringen om de 500 mm', level: 2, finishingId: 201, code: 'AF-RING-50', side: 'around', priceKind: 'item', priceCents: 35, spacingMm: 500 },
  { key: 'eyelets-300', name: 'Ringen om de 300 mm', level: 2, finishingId: 202, code: 'AF-RING-30', side: 'around', priceKind: 'item', priceCents: 35, spacingMm: 300 },
  { key: 'eyelets-corners', name: 'Ringen alleen in de hoeken', level: 2, finishingId: 203, code: 'AF-RING-HOEK', side: 'around', priceKind: 'piece', priceCents: 140 },
  { key: 'eyelets-plastic', name: 'Kunststof ringen om de 500 mm', level: 2, finishingId: 204, code: 'AF-RING-KST', side: 'around', priceKind: 'item', priceCents: 30, spacingMm: 500 },
  { key: 'pocket-50', name: 'Tunnel (koker) 5 cm', level: 3, finishingId: 301, code: 'AF-TUN-5', side: 'top', priceKind: 'metre', priceCents: 395 },
  { key: 'pocket-100', name: 'Tunnel (koker) 10 cm', level: 3, finishingId: 302, code: 'AF-TUN-10', side: 'top', priceKind: 'metre', priceCents: 495 },
  { key: 'keder', name: 'Keder 6 mm', level: 4, finishingId: 401, code: 'AF-KEDER', side: 'top', priceKind: 'metre', priceCents: 325 },
  { key: 'silicone', name: 'Siliconen pees (SEG)', level: 4, finishingId: 402, code: 'AF-SEG', side: 'around', priceKind: 'metre', priceCents: 425 },
  { key: 'tape', name: 'Dubbelzijdig tape', level: 5, finishingId: 501, code: 'AF-TAPE', side: 'top', priceKind: 'metre', priceCents: 195 },
  { key: 'velcro', name: 'Klittenband', level: 5, finishingId: 502, code: 'AF-KLIT', side: 'top', priceKind: 'metre', priceCents: 295 },
  { key: 'rope', name: 'Touw in de zoom', level: 6, finishingId: 601, code: 'AF-TOUW', side: 'top', priceKind: 'metre', priceCents: 225 },
  { key: 'contour', name: 'Contoursnijden', level: 7, finishingId: 701, code: 'AF-CONTOUR', side: 'around', priceKind: 'metre', priceCents: 250 },
  { key: 'round-corners', name: 'Afgeronde hoeken', level: 7, finishingId: 702, code: 'AF-RONDHOEK', side: 'around', priceKind: 'piece', priceCents: 100 },
  { key: 'tie-wraps', name: 'Tie-wraps (set van 10)', level: 8, finishingId: 801, code: 'EX-TIEWRAP', side: 'surface', priceKind: 'piece', priceCents: 150 },
  { key: 'spin-clips', name: 'Spin-clips', level: 8, finishingId: 802, code: 'EX-SPINCLIP', side: 'surface', priceKind: 'piece', priceCents: 95 },
  { key: 'bungee', name: 'Bungee-koorden', level: 8, finishingId: 803, code: 'EX-BUNGEE', side: 'surface', priceKind: 'piece', priceCents: 65 },
  { key: 'ground-spike', name: 'Grondpen voor beachflag', level: 8, finishingId: 804, code: 'EX-GRONDPEN', side: 'surface', priceKind: 'piece', priceCents: 895 },
  { key: 'cross-base', name: 'Kruisvoet met waterzak', level: 8, finishingId: 805, code: 'EX-KRUISVOET', side: 'surface', priceKind: 'piece', priceCents: 2495 },
  { key: 'carry-bag', name: 'Draagtas', level: 8, finishingId: 806, code: 'EX-TAS', side: 'surface', priceKind: 'piece', priceCents: 1295 },
  { key: 'pole-pocket-top', name: 'Mastkoker boven', level: 9, finishingId: 901, code: 'EX-MAST-BOVEN', side: 'top', location: 'pole-pocket top', priceKind: 'metre', priceCents: 395 },
  { key: 'pole-pocket-left', name: 'Mastkoker links', level: 9, finishingId: 902, code: 'EX-MAST-LINKS', side: 'left', location: 'pole-pocket left', priceKind: 'metre', priceCents: 395 },
  { key: 'loop-top', name: 'Lussen boven', level: 9, finishingId: 903, code: 'EX-LUS-BOVEN', side: 'top', location: 'loops top', priceKind: 'piece', priceCents: 450 },
  { key: 'base-steel', name: 'Voetplaat staal 30 x 20 cm', level: 111, finishingId: 1111, code: 'PF-VOET-STAAL', side: 'surface', priceKind: 'piece', priceCents: 1495 },
  { key: 'base-alu', name: 'Voetplaat aluminium 30 x 20 cm', level: 111, finishingId: 1112, code: 'PF-VOET-ALU', side: 'surface', priceKind: 'piece', priceCents: 1995 },
  { key: 'base-heavy', name: 'Voetplaat verzwaard 40 x 30 cm', level: 111, finishingId: 1113, code: 'PF-VOET-ZWAAR', side: 'surface', priceKind: 'piece', priceCents: 2495 },
  { key: 'proof-check', name: 'Drukproefcontrole (intern)', level: 999, finishingId: 9999, code: 'INT-PROOF', side: 'surface', priceKind: 'none', priceCents: 0 },
  { key: 'roll-pack', name: 'Op rol verpakken (intern)', level: 999, finishingId: 9998, code: 'INT-ROL', side: 'surface', priceKind: 'none', priceCents: 0 },
];

/** Which finishes each kind of product offers, in the order the finishes screen lists them. */
export const FINISH_SETS: Record<FinishSet, string[]> = {
  pvc: [
    'hem', 'hem-welded', 'cut', 'hem-reinforced', 'eyelets-500', 'eyelets-300', 'eyelets-corners',
    'pocket-50', 'pocket-100', 'keder', 'tape', 'velcro', 'rope', 'tie-wraps', 'bungee',
    'pole-pocket-top', 'pole-pocket-left', 'roll-pack',
  ],
  textile: ['hem', 'cut', 'eyelets-plastic', 'pocket-50', 'pocket-100', 'silicone', 'velcro', 'carry-bag', 'pole-pocket-top', 'roll-pack'],
  flag: ['hem', 'eyelets-plastic', 'pocket-50', 'rope', 'pole-pocket-top', 'pole-pocket-left', 'loop-top'],
  beachflag: ['ground-spike', 'cross-base', 'carry-bag'],
  'facade-flag': ['hem', 'eyelets-plastic', 'rope', 'bungee', 'pole-pocket-top', 'pole-pocket-left', 'loop-top'],
  fence: ['hem', 'hem-welded', 'cut', 'eyelets-500', 'eyelets-300', 'tie-wraps', 'spin-clips', 'bungee', 'proof-check'],
  adhesive: ['cut', 'contour', 'round-corners', 'proof-check'],
  vsign: ['round-corners', 'tie-wraps', 'proof-check'],
  frame: ['base-steel', 'base-alu', 'base-heavy', 'carry-bag', 'proof-check'],
};
