/**
 * Any value a machine holds as readable JSON text that cannot hang or crash the page: contexts hold
 * actor refs (whose object graphs reach the whole system), files, errors and cycles, and an order
 * can carry thousands of copy lines. Deep, long and wide values are cut, and each cut says so.
 */
export interface JsonLimits {
  depth: number;
  /** Array items or object keys shown per level. */
  items: number;
  /** Characters of one string. */
  string: number;
  /** Characters of the whole text. */
  total: number;
}

export const CONTEXT_LIMITS: JsonLimits = { depth: 6, items: 50, string: 300, total: 20_000 };
export const PAYLOAD_LIMITS: JsonLimits = { depth: 4, items: 20, string: 120, total: 600 };

type Plain = null | boolean | number | string | Plain[] | { [key: string]: Plain };

const isActorRef = (value: object) => 'sessionId' in value && typeof (value as { send?: unknown }).send === 'function';

function special(value: object): string | undefined {
  if (isActorRef(value)) return `[actor ${String((value as { id?: unknown }).id ?? (value as { sessionId: unknown }).sessionId)}]`;
  if (typeof File !== 'undefined' && value instanceof File) return `[file ${value.name}, ${value.size} bytes]`;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return `[blob ${value.size} bytes]`;
  if (typeof Node !== 'undefined' && value instanceof Node) return `[node ${value.nodeName.toLowerCase()}]`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '[invalid date]' : value.toISOString();
  if (value instanceof RegExp) return String(value);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.constructor.name} ${value.byteLength} bytes]`;
  return undefined;
}

/** Where the walk is: its depth, the objects above it (cycles) and the values it may still visit. */
interface Walk {
  depth: number;
  path: Set<object>;
  budget: { values: number };
}

function plain(value: unknown, limits: JsonLimits, walk: Walk): Plain {
  // Wide and deep at once would still be too much to walk: the text is cut anyway past `total`.
  if (--walk.budget.values < 0) return '…';
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') return value.length > limits.string ? `${value.slice(0, limits.string)}… (+${value.length - limits.string})` : value;
  if (value === undefined) return '[undefined]';
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  const known = special(value);
  if (known !== undefined) return known;
  if (walk.path.has(value)) return '[circular]';
  if (value instanceof Error) return { name: value.name, message: value.message };
  const entries: [string, unknown][] | unknown[] =
    value instanceof Map ? [...value.entries()].map(([key, inner]) => [String(key), inner] as [string, unknown]) : value instanceof Set || Array.isArray(value) ? [...value] : ownEntries(value);
  const isList = value instanceof Set || Array.isArray(value);
  if (walk.depth >= limits.depth) return isList ? `[… ${entries.length} items]` : `[… ${entries.length} keys]`;
  walk.path.add(value);
  const inner = { ...walk, depth: walk.depth + 1 };
  try {
    const shown = entries.slice(0, limits.items);
    const more = entries.length - shown.length;
    if (isList) {
      const items = shown.map((item) => plain(item, limits, inner));
      return more > 0 ? [...items, `… +${more} more`] : items;
    }
    const object: { [key: string]: Plain } = {};
    for (const [key, item] of shown as [string, unknown][]) object[key] = plain(item, limits, inner);
    if (more > 0) object['…'] = `+${more} more`;
    return object;
  } finally {
    walk.path.delete(value);
  }
}

/** Own enumerable properties; a getter that throws is shown as its error rather than ending the panel. */
function ownEntries(value: object): [string, unknown][] {
  return Object.keys(value).map((key) => {
    try {
      return [key, (value as Record<string, unknown>)[key]];
    } catch (error) {
      return [key, `[throws ${error instanceof Error ? error.message : String(error)}]`];
    }
  });
}

/** `indent` 0 gives one line (an event's payload in its row); 2 the readable block of a context. */
export function jsonText(value: unknown, limits: JsonLimits, indent = 2): string {
  const text = JSON.stringify(plain(value, limits, { depth: 0, path: new Set(), budget: { values: limits.total } }), null, indent);
  return text.length > limits.total ? `${text.slice(0, limits.total)}… (+${text.length - limits.total})` : text;
}
