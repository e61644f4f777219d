import type { MailAttachment, MailMessage } from '../../services.js';

/**
 * Every mail has a plain-text and an HTML part (multipart/alternative), made from the same lines:
 * an empty line ends a paragraph, a web address becomes a link, lines that start with "- " a list.
 * The text part is the lines as written.
 */
const LINK = /https?:\/\/[^\s<>"']+/g;
const ITEM = '- ';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Escaped text in which an amount never breaks from its euro sign. */
function textHtml(text: string): string {
  return escapeHtml(text).replace(/€ /g, '€&nbsp;');
}

function paragraphs(lines: readonly string[]): string[][] {
  const groups: string[][] = [[]];
  for (const line of lines) {
    if (line.trim() === '') groups.push([]);
    else groups.at(-1)!.push(line);
  }
  return groups.filter((group) => group.length > 0);
}

function lineHtml(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(LINK)) {
    const href = escapeHtml(match[0]);
    html += `${textHtml(line.slice(from, match.index))}<a href="${href}" style="color:#0b57d0;word-break:break-all">${href}</a>`;
    from = match.index + match[0].length;
  }
  return html + textHtml(line.slice(from));
}

function groupHtml(group: readonly string[]): string {
  const html: string[] = [];
  let items: string[] = [];
  let text: string[] = [];
  const flushItems = () => {
    if (items.length > 0) html.push(`<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${lineHtml(item)}</li>`).join('')}</ul>`);
    items = [];
  };
  const flushText = () => {
    if (text.length > 0) html.push(`<p style="margin:0 0 16px">${text.map(lineHtml).join('<br>')}</p>`);
    text = [];
  };
  for (const line of group) {
    if (line.startsWith(ITEM)) {
      flushText();
      items.push(line.slice(ITEM.length));
    } else {
      flushItems();
      text.push(line);
    }
  }
  flushItems();
  flushText();
  return html.join('');
}

/** The HTML part of these lines: a plain, readable page (inline styles only, as mail clients need). */
export function htmlOfLines(lines: readonly string[], lang: string, subject: string): string {
  const body = paragraphs(lines).map(groupHtml).join('\n');
  return [
    '<!doctype html>',
    `<html lang="${lang === 'nl' ? 'nl' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">',
    `<div style="max-width:600px">\n${body}\n</div>`,
    '</body></html>',
  ].join('\n');
}

/** A mail with the lines as its text part and the same as HTML. */
export function mailOfLines(
  to: string, subject: string, lines: readonly string[], lang: string, attachments?: MailAttachment[],
): MailMessage {
  return {
    to, subject, text: lines.join('\n'), html: htmlOfLines(lines, lang, subject),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}
