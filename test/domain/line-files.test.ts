import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPrintFile, type OrderedLine } from '../../src/domain/preflight/checks.js';
import type { PageFacts, PdfFacts } from '../../src/domain/preflight/pdf-facts.js';
import { hasEveryLineAFile, isFileUsable, lineFileStatus, linesWaiting, type LineFile } from '../../src/domain/preflight/line-files.js';
import type { Verdict } from '../../src/domain/preflight/file-checks.js';

const page = (width: number, height: number): PageFacts => ({ widthMm: width, heightMm: height, mediaWidthMm: width + 10, mediaHeightMm: height + 10, bleedMm: 5 });
const facts = (pages: PageFacts[]): PdfFacts => ({ pages, images: [], fonts: [], colours: { rgb: false, spots: [] } });
const line = (width: number, height: number, originals: number): OrderedLine =>
  ({ sizes: [{ width, height }], finishes: [], productCode: 'SPD-FL510', originals });
const file = (copy: number, verdict: Verdict | null, accepted: string | null = null): LineFile =>
  ({ copy_id: copy, print_id: 1, verdict, warnings_accepted_at: accepted });

describe('the check counts against the copy line a file is for', () => {
  // An order of 2 lines: line 1 one original of 1000 x 500, line 2 three originals of 800 x 2800.
  const first = line(1000, 500, 1);
  const second = line(800, 2800, 3);

  it('a 1-page file for the line of 3 originals is refused: 2 originals have no page', () => {
    const result = checkPrintFile(facts([page(800, 2800)]), second);
    expect(result.worst).toBe('refusal');
    expect(result.checks.find((check) => check.check === 'pages')).toEqual({ check: 'pages', verdict: 'refusal', code: 'pages_fewer', params: { pages: 1, originals: 3 } });
  });

  it('a 3-page file fits the line of 3 originals; the same file is 2 pages too many for the line of 1', () => {
    const three = facts([page(800, 2800), page(800, 2800), page(800, 2800)]);
    expect(checkPrintFile(three, second).worst).toBe('pass');
    const onFirst = checkPrintFile(facts([page(1000, 500), page(1000, 500), page(1000, 500)]), first);
    expect(onFirst.checks.find((check) => check.check === 'pages')).toMatchObject({ verdict: 'warning', code: 'pages_more' });
  });

  it('judges the size by the line only: the other line\'s size is no match', () => {
    const result = checkPrintFile(facts([page(1000, 500)]), second);
    expect(result.checks[0]).toMatchObject({ check: 'size', verdict: 'warning', code: 'size_mismatch', params: { ordered: '800 x 2800' } });
  });
});

describe('when every line has a file to print (the order goes to intake)', () => {
  const lines = [{ id: 11, print_id: 1 }, { id: 12, print_id: 1 }];

  it.each<[string, LineFile[], boolean, Record<number, string>]>([
    ['no files', [], false, { 11: 'missing', 12: 'missing' }],
    ['one line passed, the other has none', [file(11, 'pass')], false, { 12: 'missing' }],
    ['the other line only refused files', [file(11, 'pass'), file(12, 'refusal')], false, { 12: 'refused' }],
    ['a warning not accepted', [file(11, 'pass'), file(12, 'warning')], false, { 12: 'awaiting_acceptance' }],
    ['a warning accepted', [file(11, 'pass'), file(12, 'warning', '2026-11-26T10:00:00.000Z')], true, {}],
    ['checked by hand (over the bounds) counts', [file(11, 'not_checked'), file(12, 'pass')], true, {}],
    ['a refused file after a good one: the good one stands', [file(11, 'pass'), file(12, 'pass'), file(12, 'refusal')], true, {}],
    ['a file from before files per line stands for its whole print', [{ copy_id: null, print_id: 1, verdict: null, warnings_accepted_at: null }], true, {}],
    ['a file of another print does not count', [{ copy_id: null, print_id: 2, verdict: 'pass', warnings_accepted_at: null }], false, { 11: 'missing', 12: 'missing' }],
  ])('%s', (_name, files, complete, waiting) => {
    expect(hasEveryLineAFile(lines, files)).toBe(complete);
    expect(Object.fromEntries(linesWaiting(lines, files).map(({ line: waitingLine, status }) => [waitingLine.id, status]))).toEqual(waiting);
  });

  it('a refusal can never be accepted away', () => {
    expect(isFileUsable({ verdict: 'refusal', warnings_accepted_at: '2026-11-26T10:00:00.000Z' })).toBe(false);
    expect(lineFileStatus([{ verdict: 'refusal', warnings_accepted_at: '2026-11-26T10:00:00.000Z' }])).toBe('refused');
  });

  it('holds for any files: complete exactly when no line waits, and never with a line whose files are all refused', () => {
    const verdict = fc.constantFrom<Verdict | null>('pass', 'warning', 'refusal', 'not_checked', null);
    const stored = fc.array(fc.record({ copy_id: fc.constantFrom(11, 12), print_id: fc.constant(1), verdict, warnings_accepted_at: fc.option(fc.constant('2026-11-26T10:00:00.000Z')) }), { maxLength: 6 });
    fc.assert(fc.property(stored, (files) => {
      const complete = hasEveryLineAFile(lines, files);
      expect(complete).toBe(linesWaiting(lines, files).length === 0);
      const allRefused = lines.some((each) => files.filter((one) => one.copy_id === each.id).every((one) => one.verdict === 'refusal'));
      if (allRefused) expect(complete).toBe(false);
    }), { seed: 20261126 });
  });
});
