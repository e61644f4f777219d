import type { ActorRecord } from './recorder.js';

/** What the panel shows of a snapshot of any kind of actor (machine, promise, callback). */
export interface SnapshotView {
  /** `active`, `done`, `error` or `stopped`. */
  status: string | undefined;
  /** A machine's state as dotted paths (`shop.ready`), one per region of a parallel state. */
  state: string | undefined;
  tags: string[];
  /** A machine's context, else an actor's error or a promise's output; undefined when there is none. */
  data: unknown;
  dataKind: 'context' | 'error' | 'output' | undefined;
}

/** `{ shop: { cart: 'idle' }, tabs: 'ok' }` reads as `shop.cart.idle, tabs.ok`. */
export function stateText(value: unknown, prefix = ''): string {
  if (typeof value === 'string') return prefix ? `${prefix}.${value}` : value;
  if (value === null || typeof value !== 'object') return prefix;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return prefix;
  return entries.map(([key, inner]) => stateText(inner, prefix ? `${prefix}.${key}` : key)).join(', ');
}

export function viewSnapshot(snapshot: unknown): SnapshotView {
  const fields = (snapshot ?? {}) as { status?: unknown; value?: unknown; tags?: unknown; context?: unknown; output?: unknown; error?: unknown };
  const tags = fields.tags instanceof Set || Array.isArray(fields.tags) ? [...(fields.tags as Iterable<unknown>)].map(String).sort() : [];
  return {
    status: typeof fields.status === 'string' ? fields.status : undefined,
    state: 'value' in fields ? stateText(fields.value) : undefined,
    tags,
    ...data(fields),
  };
}

function data(fields: { context?: unknown; error?: unknown; output?: unknown }): Pick<SnapshotView, 'data' | 'dataKind'> {
  if (fields.context !== undefined) return { data: fields.context, dataKind: 'context' };
  if (fields.error !== undefined) return { data: fields.error, dataKind: 'error' };
  if (fields.output !== undefined) return { data: fields.output, dataKind: 'output' };
  return { data: undefined, dataKind: undefined };
}

export interface ActorNode {
  actor: ActorRecord;
  children: ActorNode[];
}

/** Parents above children, in order of creation; an actor whose parent is gone counts as a root. */
export function actorTree(actors: readonly ActorRecord[]): ActorNode[] {
  const nodes = new Map(actors.map((actor) => [actor.sessionId, { actor, children: [] as ActorNode[] }]));
  const roots: ActorNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.actor.parentId === undefined ? undefined : nodes.get(node.actor.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
