import type { FinishSide } from '../catalog.js';
import type { Text } from './text.js';

/**
 * The finish sides' names and the finish rules' texts: one wording for the finish editor, the
 * cart, the paperwork and the server's refusal of a print (in the language of the request).
 * `{side}` and `{other}` are side names (SIDE_TEXTS), worded in the same language.
 */
export const SIDE_TEXTS = {
  top: /*i18n*/ { id: 'side.top', message: 'Boven' },
  right: /*i18n*/ { id: 'side.right', message: 'Rechts' },
  bottom: /*i18n*/ { id: 'side.bottom', message: 'Onder' },
  left: /*i18n*/ { id: 'side.left', message: 'Links' },
  around: /*i18n*/ { id: 'side.around', message: 'Rondom' },
  'opposite-top': /*i18n*/ { id: 'side.opposite_top', message: 'Boven en onder' },
  'opposite-left': /*i18n*/ { id: 'side.opposite_left', message: 'Links en rechts' },
  surface: /*i18n*/ { id: 'side.surface', message: 'Oppervlak' },
} as const satisfies Record<FinishSide, Text>;

export const FINISH_TEXTS = {
  unknown: /*i18n*/ { id: 'finish.unknown', message: 'Deze afwerking is niet beschikbaar voor dit product' },
  extraExists: /*i18n*/ { id: 'finish.extra_exists', message: 'Dit extra product is al toegevoegd' },
  locationRequired: /*i18n*/ { id: 'finish.location_required', message: 'Kies een locatie' },
  surfaceOnly: /*i18n*/ { id: 'finish.surface_only', message: 'Extra producten komen op het oppervlak' },
  noSurface: /*i18n*/ { id: 'finish.no_surface', message: 'Het oppervlak is alleen voor extra producten' },
  sideExists: /*i18n*/ { id: 'finish.side_exists', message: 'Zijde bestaat al' },
  sideConflict: /*i18n*/ { id: 'finish.side_conflict', message: '{side} kan niet samen met {other}' },
  sideEdge: /*i18n*/ { id: 'finish.side_edge', message: '{other} heeft al een zoom of andere randafwerking; kies één randafwerking per zijde' },
  sideMissing: /*i18n*/ { id: 'finish.side_missing', message: '{side} moet aanwezig zijn' },
  /** A side button refused: the button is the side itself, so only the other side is named. */
  choiceConflict: /*i18n*/ { id: 'finish.choice_conflict', message: 'Kan niet samen met {other}' },
  /** An extra product of level 9 added before its location was typed. */
  choiceLocation: /*i18n*/ { id: 'finish.choice_location', message: 'Vul eerst de locatie in voor dit extra product' },
} as const satisfies Record<string, Text>;

/** The rules of a print as a whole: its product, its frames, its number of lines. */
export const PRINT_TEXTS = {
  wrongProduct: /*i18n*/ { id: 'print.wrong_product', message: 'De print is voor een ander product' },
  framesOnlyForPlusFrames: /*i18n*/ { id: 'print.frames_only_plus_frames', message: 'Frames zijn alleen voor PlusFrames' },
  unknownBase: /*i18n*/ { id: 'print.unknown_base', message: 'Deze voet is niet beschikbaar voor dit frame' },
  tooManyLines: /*i18n*/ { id: 'print.too_many_lines', message: 'Niet meer dan {max} regels' },
} as const satisfies Record<string, Text>;
