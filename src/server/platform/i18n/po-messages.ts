/**
 * The messages with an explicit id of a .po text (`#. js-lingui-explicit-id`, which Lingui writes
 * for the texts of src/domain/texts and the server): id -> translation. The server words only
 * those; the browser's macro texts (ids made from their Dutch) are never needed here.
 */
export function explicitIdMessages(po: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const block of po.split(/\r?\n\r?\n/)) {
    if (!/^#\. js-lingui-explicit-id$/m.test(block)) continue;
    const id = poString(block, 'msgid');
    const translation = poString(block, 'msgstr');
    if (id && translation) messages[id] = translation;
  }
  return messages;
}

/** A keyword's string, its continuation lines joined (`msgstr ""` followed by `"..."` lines). */
function poString(block: string, keyword: string): string | null {
  const lines = block.split(/\r?\n/);
  const start = lines.findIndex((line) => line.startsWith(`${keyword} "`));
  if (start < 0) return null;
  const parts = [lines[start]!.slice(keyword.length + 1)];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    parts.push(line);
  }
  return parts.map((part) => JSON.parse(part) as string).join('');
}
