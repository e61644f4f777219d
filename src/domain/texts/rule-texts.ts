import * as v from 'valibot';
import { fieldTitle } from './field-titles.js';
import { say, withValues, type Text } from './text.js';

/**
 * The rule texts the schemas share, each naming the field by its title ("Referentie is verplicht").
 * A schema writes `v.nonEmpty(rule.required('reference'))`: the message is worded in the language
 * of the parse (see text.ts).
 */
export const RULE_TEXTS = {
  required: /*i18n*/ { id: 'rule.required', message: '{field} is verplicht' },
  email: /*i18n*/ { id: 'rule.email', message: '{field} moet een geldig e-mailadres zijn' },
  minLength: /*i18n*/ { id: 'rule.min_length', message: '{field} moet minstens {min} tekens hebben' },
  maxLength: /*i18n*/ { id: 'rule.max_length', message: '{field} mag hoogstens {max} tekens hebben' },
  control: /*i18n*/ { id: 'rule.control', message: '{field} mag geen stuurtekens bevatten' },
  text: /*i18n*/ { id: 'rule.text', message: '{field} moet tekst zijn' },
  integer: /*i18n*/ { id: 'rule.integer', message: '{field} moet een heel getal zijn' },
  min: /*i18n*/ { id: 'rule.min', message: '{field} moet minimaal {min} zijn' },
  max: /*i18n*/ { id: 'rule.max', message: '{field} mag niet groter zijn dan {max}' },
  oneOrTwo: /*i18n*/ { id: 'rule.one_or_two', message: '{field} moet 1 of 2 zijn' },
  flag: /*i18n*/ { id: 'rule.flag', message: '{field} moet ja of nee zijn' },
  list: /*i18n*/ { id: 'rule.list', message: '{field} moet een lijst zijn' },
  object: /*i18n*/ { id: 'rule.object', message: '{field} is niet volledig ingevuld' },
  date: /*i18n*/ { id: 'rule.date', message: '{field} is geen geldige datum' },
  choice: /*i18n*/ { id: 'rule.choice', message: '{field}: kies een van de mogelijkheden' },
  unknownField: /*i18n*/ { id: 'rule.unknown_field', message: 'Onbekend gegeven: {field}' },
  fixedSize: /*i18n*/ { id: 'rule.fixed_size', message: '{field} moet {mm} mm zijn voor dit product' },
  invalid: /*i18n*/ { id: 'rule.invalid', message: 'De ingevulde gegevens zijn niet geldig.' },
  notText: /*i18n*/ { id: 'rule.not_text', message: 'Vul hier tekst in.' },
} as const satisfies Record<string, Text>;

/** A rule text about a field, by the field's key or label. */
export const ruleText = (text: Text, field: string, values: Readonly<Record<string, string | number>> = {}): Text =>
  withValues(text, { field: fieldTitle(field), ...values });

/** The shared rules as valibot messages: `v.maxLength(100, rule.maxLength('reference', 100))`. */
export const rule = {
  required: (field: string) => say(ruleText(RULE_TEXTS.required, field)),
  email: (field: string) => say(ruleText(RULE_TEXTS.email, field)),
  minLength: (field: string, min: number) => say(ruleText(RULE_TEXTS.minLength, field, { min })),
  maxLength: (field: string, max: number) => say(ruleText(RULE_TEXTS.maxLength, field, { max })),
  control: (field: string) => say(ruleText(RULE_TEXTS.control, field)),
  text: (field: string) => say(ruleText(RULE_TEXTS.text, field)),
  integer: (field: string) => say(ruleText(RULE_TEXTS.integer, field)),
  min: (field: string, min: number) => say(ruleText(RULE_TEXTS.min, field, { min })),
  max: (field: string, max: number) => say(ruleText(RULE_TEXTS.max, field, { max })),
  oneOrTwo: (field: string) => say(ruleText(RULE_TEXTS.oneOrTwo, field)),
  flag: (field: string) => say(ruleText(RULE_TEXTS.flag, field)),
  list: (field: string) => say(ruleText(RULE_TEXTS.list, field)),
  object: (field: string) => say(ruleText(RULE_TEXTS.object, field)),
  date: (field: string) => say(ruleText(RULE_TEXTS.date, field)),
  choice: (field: string) => say(ruleText(RULE_TEXTS.choice, field)),
  invalid: say(RULE_TEXTS.invalid),
} as const;

/**
 * A check without a message of its own (a tampered request: `v.integer()` on an id no form lets a
 * customer type) reads as the general text, not in valibot's own English.
 */
v.setGlobalMessage(rule.invalid);
