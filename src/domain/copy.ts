import * as v from 'valibot';
import { isBlank, keyedMessage, withKeyword } from './issues.js';
import { plainText } from './text.js';
import { ruleText, RULE_TEXTS } from './texts/rule-texts.js';
import { say, type Text } from './texts/text.js';

/**
 * The copy line (spec section 5, general copy schema). One factory makes both the general and the
 * PlusFrame schema, so the two differ only in their limits.
 */

/**
 * Width/height ceiling the spec does not give: 100 m, so absurd numbers are refused, not priced. Not
 * the roll width: a banner or film wider than the roll is made of welded or overlapping panels.
 */
export const MAX_SIZE_MM = 100_000;
export const MAX_REMARK_LENGTH = 500;
/** Lines per print: 10,000 so the Excel budget of DESIGN.md section 11 (10,000 lines) fits. */
export const MAX_COPY_LINES = 10_000;

export interface CopyLimits {
  originals: { min: number; max: number };
  quantity: { min: number; max: number };
  width: { min: number; max: number };
  height: { min: number; max: number };
}

export const GENERAL_COPY_LIMITS: CopyLimits = {
  originals: { min: 1, max: 1000 },
  quantity: { min: 1, max: 10_000 },
  width: { min: 45, max: MAX_SIZE_MM },
  height: { min: 45, max: MAX_SIZE_MM },
};

export const COPY_FIELD_LABELS = {
  originals: 'Originals',
  quantity: 'Quantity',
  width: 'Width',
  height: 'Height',
  sides: 'Sides',
  abaa: 'Side choice',
  remark: 'Remark',
  id: 'Id',
} as const;
export type CopyField = keyof typeof COPY_FIELD_LABELS;

/** The texts of a copy line's rules (the browser's copies editor words the issues by their keyword). */
export const copyMessages = {
  required: (label: string): Text => ruleText(RULE_TEXTS.required, label),
  integer: (label: string): Text => ruleText(RULE_TEXTS.integer, label),
  min: (label: string, min: number): Text => ruleText(RULE_TEXTS.min, label, { min }),
  max: (label: string, max: number): Text => ruleText(RULE_TEXTS.max, label, { max }),
  oneOrTwo: (label: string): Text => ruleText(RULE_TEXTS.oneOrTwo, label),
  remarkTooLong: ruleText(RULE_TEXTS.maxLength, 'remark', { max: MAX_REMARK_LENGTH }),
  remarkNotText: ruleText(RULE_TEXTS.text, 'remark'),
  originalsTwo: /*i18n*/ { id: 'copy.originals_two', message: 'Originelen moet gelijk zijn aan 2' },
  fixedSize: (label: string, mm: number): Text => ruleText(RULE_TEXTS.fixedSize, label, { mm }),
} as const;

/** An integer field between min and max with the messages above. */
export function integerField(label: string, min: number, max: number) {
  return v.pipe(
    v.number(say((issue) => (isBlank(issue.input) ? copyMessages.required(label) : copyMessages.integer(label)))),
    v.integer(say(copyMessages.integer(label))),
    v.minValue(min, say(copyMessages.min(label, min))),
    v.maxValue(max, say(copyMessages.max(label, max))),
  );
}

const oneOrTwo = (label: string) =>
  v.picklist([1, 2] as const, say((issue) => (isBlank(issue.input) ? copyMessages.required(label) : copyMessages.oneOrTwo(label))));

interface SidesChoice {
  sides: 1 | 2;
  abaa?: 1 | 2 | undefined;
}

/** Double-sided needs the A/A or A/B choice. */
export const hasAbaaWhenDoubleSided = withKeyword('required', (input: SidesChoice): boolean =>
  input.sides !== 2 || input.abaa !== undefined,
);

/** Double-sided A/B (abaa 1): the two originals are the two faces, so there must be exactly 2. */
export const isOriginalsTwoForAB = withKeyword('equal', (input: SidesChoice & { originals: number }): boolean =>
  !(input.sides === 2 && input.abaa === 1) || input.originals === 2,
);

export interface CopySchemaOptions {
  /** Wire payloads (Print, Order) must carry abaa; browser drafts may leave it out when single-sided. */
  abaaRequired: boolean;
}

export function makeCopySchema(limits: CopyLimits, options: CopySchemaOptions) {
  const abaa = oneOrTwo(COPY_FIELD_LABELS.abaa);
  return v.pipe(
    v.object({
      id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1)))),
      originals: integerField(COPY_FIELD_LABELS.originals, limits.originals.min, limits.originals.max),
      quantity: integerField(COPY_FIELD_LABELS.quantity, limits.quantity.min, limits.quantity.max),
      width: integerField(COPY_FIELD_LABELS.width, limits.width.min, limits.width.max),
      height: integerField(COPY_FIELD_LABELS.height, limits.height.min, limits.height.max),
      sides: oneOrTwo(COPY_FIELD_LABELS.sides),
      abaa: options.abaaRequired ? abaa : v.optional(abaa),
      remark: v.optional(
        v.nullable(v.pipe(
          v.string(say(copyMessages.remarkNotText)),
          v.maxLength(MAX_REMARK_LENGTH, say(copyMessages.remarkTooLong)),
          plainText(COPY_FIELD_LABELS.remark),
        )),
      ),
    }, keyedMessage(COPY_FIELD_LABELS)),
    v.forward(
      v.partialCheck([['sides'], ['abaa']], hasAbaaWhenDoubleSided, say(copyMessages.required(COPY_FIELD_LABELS.abaa))),
      ['abaa'],
    ),
    v.forward(v.partialCheck([['sides'], ['abaa'], ['originals']], isOriginalsTwoForAB, say(copyMessages.originalsTwo)), [
      'originals',
    ]),
    v.transform((line) => ({ ...line, abaa: line.abaa ?? (1 as const), remark: line.remark ?? '' })),
  );
}

/** A copy line as sent to the server (abaa required). */
export const CopySchema = makeCopySchema(GENERAL_COPY_LIMITS, { abaaRequired: true });
/** A copy line as typed in the browser (abaa defaults to 1 when single-sided). */
export const CopyDraftSchema = makeCopySchema(GENERAL_COPY_LIMITS, { abaaRequired: false });

export type CopyInput = v.InferInput<typeof CopySchema>;
export type Copy = v.InferOutput<typeof CopySchema>;
