import * as v from 'valibot';
import { FinishSideSchema } from './catalog.js';
import { CopySchema, MAX_COPY_LINES, MAX_SIZE_MM } from './copy.js';
import { isBlank, keyedMessage } from './issues.js';
import { plainLine } from './text.js';
import { rule } from './texts/rule-texts.js';
import { say, withValues } from './texts/text.js';
import { PLUS_FRAME_LIMITS } from './plus-frame.js';

/**
 * The Print payload of the shared contract (POST /prices, and each product of POST /order). This is
 * the shape only, with the widest copy limits; the product-specific rules (PlusFrame limits, total
 * size, finish sides) are checked by `validatePrint` in print.ts.
 */

export const MAX_PRINT_FINISHES = 200;
export const MAX_FRAMES = 1000;
export const MAX_REFERENCE_LENGTH = 100;

const MAX_ID = 2_147_483_647;
const requiredOr = (label: string, otherwise: (issue: v.BaseIssue<unknown>) => string) => (issue: v.BaseIssue<unknown>) =>
  (isBlank(issue.input) ? rule.required(label) : otherwise)(issue);
const LIST_TEXTS = { tooLong: /*i18n*/ { id: 'print.too_many_entries', message: 'Niet meer dan {max} regels' } } as const;
const idField = (label: string, min = 1) =>
  v.pipe(v.number(requiredOr(label, rule.integer(label))), v.integer(rule.invalid), v.minValue(min, rule.invalid), v.maxValue(MAX_ID, rule.invalid));
const Id = idField('Id');
const shortText = (label: string, max: number) => v.pipe(v.string(rule.text(label)), v.maxLength(max, rule.maxLength(label, max)), plainLine(label));
const limitedList = <S extends v.GenericSchema>(item: S, max: number, min = 0, label = 'List') =>
  v.pipe(
    v.array(item, requiredOr(label, rule.list(label))),
    v.minLength(min, rule.required(label)),
    v.maxLength(max, say(withValues(LIST_TEXTS.tooLong, { max }))),
  );

export const PrintFinishSchema = v.object({
  /** The finish id (catalogue). */
  id: idField('Id'),
  finishing_id: idField('Finishing id', 0),
  side: v.picklist(FinishSideSchema.options, requiredOr('Side', rule.choice('Side'))),
  location: v.optional(v.nullable(shortText('Location', 100))),
}, keyedMessage());
export type PrintFinish = v.InferOutput<typeof PrintFinishSchema>;

/** The most frames one PlusFrame line can make (its largest quantity times its most originals). */
export const MAX_FRAME_PIECES = PLUS_FRAME_LIMITS.quantity.max * PLUS_FRAME_LIMITS.originals.max;

export const FrameSizeSchema = v.object({
  pieces: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_FRAME_PIECES)),
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SIZE_MM)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_SIZE_MM)),
}, keyedMessage());

export const FrameSchema = v.object({
  id: idField('Id', 0),
  /** Finish id of the frame base (level 111), or none. */
  base: v.nullable(Id),
  support: v.boolean(),
  wallmount: v.boolean(),
  sizes: limitedList(FrameSizeSchema, MAX_COPY_LINES, 1, 'Sizes'),
}, keyedMessage());
export type Frame = v.InferOutput<typeof FrameSchema>;

const Money = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e9));

export const PrintSchema = v.object({
  product_id: idField('Product id'),
  copies: limitedList(CopySchema, MAX_COPY_LINES, 1, 'Copies'),
  finishes: v.optional(limitedList(PrintFinishSchema, MAX_PRINT_FINISHES, 0, 'Finishes')),
  complete: v.optional(v.boolean(), false),
  uuid: v.pipe(v.string(), v.minLength(1), v.maxLength(64), plainLine('Uuid')),
  /** What the browser last showed; never trusted by the server (it recomputes). */
  prices: v.optional(v.object({ product: v.optional(Money), frames: v.optional(Money) }), {}),
  extra_reference: v.optional(shortText('Extra reference', MAX_REFERENCE_LENGTH)),
  frames: v.optional(limitedList(FrameSchema, MAX_FRAMES, 0, 'Frames')),
}, keyedMessage());
export type PrintInput = v.InferInput<typeof PrintSchema>;
export type Print = v.InferOutput<typeof PrintSchema>;
