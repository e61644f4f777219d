// What the visual check looks for in a rendered page (runs inside Chromium with page.evaluate, so
// it is one self-contained function: no imports, no helpers from outside its body).

export type FindingKind = 'overflow' | 'clipped' | 'no-alt' | 'glyph';

export interface Finding {
  kind: FindingKind;
  /** Which element (tag, class, start of its text) or which character in which font. */
  what: string;
}

/**
 * Every layout defect the customer would see at the current viewport width:
 * - overflow: the document is wider than the viewport, or a visible element sticks out of it
 *   (left or right) without a scroll frame of its own around it;
 * - clipped: text cut off inside a table cell or a button (content wider than its box), or an
 *   ellipsis that really truncates;
 * - no-alt: an <img> without alt, or an element with role=img without an accessible name;
 * - glyph: a character drawn as the missing-glyph box (tofu) in the font it is rendered with,
 *   found by drawing it on a canvas in that font and comparing with a code point no font has.
 */
export function pageFindings(): Finding[] {
  const findings: Finding[] = [];
  const viewport = document.documentElement.clientWidth;
  const describe = (element: Element): string => {
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `${element.tagName.toLowerCase()}${classes} "${text}"`;
  };
  const visible = (element: Element): boolean =>
    element.checkVisibility({ opacityProperty: false, visibilityProperty: true }) && element.getClientRects().length > 0;
  // Screen-reader-only content (the 1 px clip pattern) is not drawn, so it cannot overflow or be cut.
  const everything = Array.from(document.body.querySelectorAll('*'));
  const srOnly = everything.filter((element) => element instanceof HTMLElement && element.offsetWidth <= 1 && element.offsetHeight <= 1 && getComputedStyle(element).overflow === 'hidden');
  const isHiddenForAll = (element: Element): boolean => srOnly.some((root) => root.contains(element));
  const all = everything.filter((element) => visible(element) && !isHiddenForAll(element));

  // Overflow: the page itself, then the outermost elements that stick out without a scroll frame.
  if (document.documentElement.scrollWidth > viewport + 1) {
    findings.push({ kind: 'overflow', what: `document is ${document.documentElement.scrollWidth}px wide in a ${viewport}px viewport` });
  }
  const scrollFrame = (element: Element): Element | null => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowX;
      if (overflow !== 'visible') return parent;
    }
    return null;
  };
  const sticking = all.filter((element) => {
    if (element instanceof SVGElement && !(element instanceof SVGSVGElement)) return false;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || (rect.right <= viewport + 1 && rect.left >= -1)) return false;
    const frame = scrollFrame(element);
    if (!frame) return true;
    const frameRect = frame.getBoundingClientRect();
    return frameRect.right > viewport + 1 || frameRect.left < -1;
  });
  for (const element of sticking.filter((element) => !sticking.includes(element.parentElement!)).slice(0, 5)) {
    const rect = element.getBoundingClientRect();
    findings.push({ kind: 'overflow', what: `${describe(element)} spans x=${Math.round(rect.left)}..${Math.round(rect.right)} in a ${viewport}px viewport` });
  }

  // Clipped text in table cells and buttons, and ellipses that truncate.
  const boxes = 'td, th, [role="cell"], [role="gridcell"], [role="columnheader"], [role="rowheader"], button, [role="button"], .pp-button';
  const reported = new Set<Element>();
  const inBoxes = all.filter((element) => element.matches(boxes) || element.closest(boxes));
  for (const element of inBoxes) {
    if (!(element instanceof HTMLElement) || element.matches('input, textarea, select, svg, svg *')) continue;
    if (element.clientWidth === 0 || getComputedStyle(element).display === 'inline') continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      reported.add(element);
      findings.push({ kind: 'clipped', what: `${describe(element)} needs ${element.scrollWidth}px in ${element.clientWidth}px` });
    }
  }
  // A scroll frame may hold a wide table, but its buttons and links must be in view without scrolling.
  for (const frame of all) {
    const overflow = getComputedStyle(frame).overflowX;
    if (!(frame instanceof HTMLElement) || (overflow !== 'auto' && overflow !== 'scroll') || frame.scrollWidth <= frame.clientWidth + 1) continue;
    const box = frame.getBoundingClientRect();
    const hidden = Array.from(frame.querySelectorAll('button, a[href]')).filter((control) => {
      const rect = control.getBoundingClientRect();
      return rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1);
    });
    if (hidden.length > 0) findings.push({ kind: 'clipped', what: `${describe(frame)} hides ${hidden.length} button(s) or link(s) behind a horizontal scroll, e.g. ${describe(hidden[0]!)}` });
  }
  // A row whose content is taller than the row runs into the next one (fixed-height, virtualised rows).
  for (const row of all.filter((element) => element.matches('[role="row"], tr'))) {
    if (row instanceof HTMLElement && row.scrollHeight > row.clientHeight + 1) {
      findings.push({ kind: 'clipped', what: `${describe(row)} needs ${row.scrollHeight}px of height in ${row.clientHeight}px` });
    }
  }
  for (const element of all) {
    if (!(element instanceof HTMLElement) || inBoxes.includes(element)) continue;
    if (getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
      reported.add(element);
      findings.push({ kind: 'clipped', what: `${describe(element)} ends in an ellipsis (${element.scrollWidth}px in ${element.clientWidth}px)` });
    }
  }

  // A box that hides what does not fit (overflow hidden) must not be hiding anything.
  for (const box of all) {
    if (!(box instanceof HTMLElement) || box.clientHeight === 0 || reported.has(box)) continue;
    const style = getComputedStyle(box);
    const cutsX = (style.overflowX === 'hidden' || style.overflowX === 'clip') && box.scrollWidth > box.clientWidth + 1;
    const cutsY = (style.overflowY === 'hidden' || style.overflowY === 'clip') && box.scrollHeight > box.clientHeight + 1;
    if (cutsX || cutsY) findings.push({ kind: 'clipped', what: `${describe(box)} cuts off its content (${box.scrollWidth}x${box.scrollHeight}px in ${box.clientWidth}x${box.clientHeight}px)` });
  }
  // Pictures without a text alternative.
  for (const image of Array.from(document.querySelectorAll('img:not([alt])'))) findings.push({ kind: 'no-alt', what: describe(image) });
  for (const image of Array.from(document.querySelectorAll('[role="img"]'))) {
    const labelledBy = (image.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id)?.textContent ?? '' : ''))
      .join('');
    const title = image.querySelector(':scope > title')?.textContent ?? '';
    if (!`${image.getAttribute('aria-label') ?? ''}${labelledBy}${title}`.trim()) findings.push({ kind: 'no-alt', what: `[role=img] without a name: ${describe(image)}` });
  }

  // Missing glyphs: every distinct non-ASCII character, per font it is drawn in.
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const signature = (font: string, character: string): string => {
    context.clearRect(0, 0, 96, 96);
    context.font = font;
    context.textBaseline = 'top';
    context.fillText(character, 8, 8);
    const pixels = context.getImageData(0, 0, 96, 96).data;
    let hash = 0;
    for (let index = 3; index < pixels.length; index += 4) hash = (hash * 31 + pixels[index]!) | 0;
    return `${hash}:${context.measureText(character).width.toFixed(2)}`;
  };
  const charactersByFont = new Map<string, Map<string, Element>>();
  const collect = (text: string, element: Element, pseudo?: string) => {
    const style = getComputedStyle(element, pseudo);
    const font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    for (const character of text) {
      if (character.codePointAt(0)! < 0x80 || /[\s\p{M}\p{Cf}\u{FE00}-\u{FE0F}]/u.test(character)) continue;
      const characters = charactersByFont.get(font) ?? new Map<string, Element>();
      if (!characters.has(character)) characters.set(character, element);
      charactersByFont.set(font, characters);
    }
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && node.textContent && /[^\x00-\x7f]/.test(node.textContent) && visible(parent)) collect(node.textContent, parent);
  }
  for (const element of all) {
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) collect(`${element.value}${element.placeholder}`, element);
    for (const pseudo of ['::before', '::after']) {
      const content = getComputedStyle(element, pseudo).content;
      if (content.startsWith('"')) collect(content.slice(1, -1), element, pseudo);
    }
  }
  for (const [font, characters] of charactersByFont) {
    const tofu = signature(font, '\u{10FFFD}');
    for (const [character, element] of characters) {
      if (signature(font, character) === tofu) {
        findings.push({ kind: 'glyph', what: `U+${character.codePointAt(0)!.toString(16).toUpperCase()} "${character}" has no glyph in ${describe(element)}` });
      }
    }
  }
  return findings;
}
