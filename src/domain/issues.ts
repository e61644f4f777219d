import * as v from 'valibot';
import { ruleText, RULE_TEXTS } from './texts/rule-texts.js';
import { word } from './texts/text.js';

/**
 * One validation problem: `message` is the rule's text worded in the language of the check
 * (src/domain/texts: the request's on the server, the interface's in the browser); `field` +
 * `keyword` let a view word it again with the same texts when the language changes.
 */
export interface Issue {
  /** Index of the copy line (or other list item) the issue belongs to; absent for whole-object issues. */
  row?: number;
  field: string;
  keyword: IssueKeyword;
  message: string;
  /** Values a translation needs, e.g. `{ min: 45 }`. */
  params?: Record<string, number | string>;
}

export type IssueKeyword =
  | 'required'
  | 'integer'
  | 'type'
  | 'min'
  | 'max'
  | 'in'
  | 'equal'
  | 'total_min'
  | 'email'
  | 'min_length'
  | 'max_length'
  | 'max_items'
  | 'exists'
  | 'conflict'
  | 'edge'
  | 'location'
  | 'present'
  | 'control'
  | 'fixed'
  | 'too_large'
  | 'unknown';

/** Blank as a form field is blank: nothing, null, or an empty/whitespace string. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Keywords of custom checks, keyed by the check's requirement function (stable identity), so a
 * partialCheck can carry a keyword without parsing its message.
 */
const customKeywords = new Map<unknown, IssueKeyword>();

export function withKeyword<F extends (...args: never[]) => boolean>(keyword: IssueKeyword, requirement: F): F {
  customKeywords.set(requirement, keyword);
  return requirement;
}

/** The keyword and params of one valibot issue. */
export function keywordOf(issue: v.BaseIssue<unknown>): { keyword: IssueKeyword; params?: Record<string, number | string> } {
  const custom = customKeywords.get(issue.requirement);
  if (custom) return { keyword: custom };
  const blank = isBlank(issue.input);
  switch (issue.type) {
    case 'number':
      return { keyword: blank ? 'required' : 'integer' };
    case 'integer':
    case 'safe_integer':
      return { keyword: 'integer' };
    case 'min_value':
      return { keyword: 'min', params: { min: Number(issue.requirement) } };
    case 'max_value':
      return { keyword: 'max', params: { max: Number(issue.requirement) } };
    case 'picklist':
    case 'literal':
    case 'union':
      return { keyword: blank ? 'required' : 'in' };
    case 'min_length':
      return blank ? { keyword: 'required' } : { keyword: 'min_length', params: { min: Number(issue.requirement) } };
    case 'max_length':
      return Array.isArray(issue.input)
        ? { keyword: 'max_items', params: { max: Number(issue.requirement) } }
        : { keyword: 'max_length', params: { max: Number(issue.requirement) } };
    case 'email':
      return { keyword: 'email' };
    default:
      return { keyword: blank ? 'required' : 'type' };
  }
}

/** Valibot issues as our issues; a leading numeric path segment becomes the row. */
export function fromValibot(issues: readonly v.BaseIssue<unknown>[], row?: number): Issue[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key));
    const field = path.join('.') || '_';
    return { ...(row === undefined ? {} : { row }), field, ...keywordOf(issue), message: issue.message };
  });
}

/** Issues as the API's 422 `errors` map: `{ "copies.0.width": ["..."] }`. */
export function toFieldErrors(issues: readonly Issue[], prefix = ''): Record<string, string[]> {
  // A Map, not `{}`: a field named `toString` or `__proto__` (an unknown key of a strict object)
  // must not find Object.prototype's members.
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const key = [prefix, issue.row, issue.field].filter((part) => part !== '' && part !== undefined).join('.');
    const list = errors.get(key) ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors.set(key, list);
  }
  return Object.fromEntries(errors);
}

/** 'delivery_date' -> 'Delivery date': the default label of a key without one of its own. */
export function labelOfKey(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Message for `v.object(entries, keyedMessage(labels))`: a missing key reads '{Field} is verplicht'
 * (valibot's default is 'Invalid key: ...'), anything else that is not an object the general text.
 */
export function keyedMessage(labels: Readonly<Record<string, string>> = {}) {
  return (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.[issue.path.length - 1]?.key;
    if (typeof key === 'string' && issue.input === undefined) return word(ruleText(RULE_TEXTS.required, labels[key] ?? key));
    return word(RULE_TEXTS.invalid);
  };
}
