import type { ActorRefLike, AnyEventObject, InspectionEvent } from 'xstate';

/** One actor as the panel shows it: where it sits in the tree and its latest snapshot. */
export interface ActorRecord {
  /** Unique per actor for the page's lifetime: the key parents and events refer to. */
  sessionId: string;
  /** Its id under its parent (`session`, `print`, `x:3` for an unnamed spawn). */
  id: string;
  /** Its machine's id, when it runs one: the only name an unnamed spawn (`x:3`) has. */
  machine: string | undefined;
  /** The name it is reachable by in its system (`cart`), when it has one. */
  systemId: string | undefined;
  parentId: string | undefined;
  /** The latest snapshot: a machine's value, tags and context, or a promise's status and output. */
  snapshot: unknown;
}

/** Which actor sent or received an event, named as it was then (it may have stopped since). */
export interface EventEnd {
  sessionId: string;
  name: string;
}

export interface EventRecord {
  /** Counts every recorded event, so rows keep their identity while older ones drop off. */
  seq: number;
  /** Milliseconds since the epoch. */
  at: number;
  event: AnyEventObject;
  target: EventEnd;
  source: EventEnd | undefined;
}

export interface Recording {
  /** In order of creation. */
  actors: readonly ActorRecord[];
  /** Oldest first, at most `maxEvents`. */
  events: readonly EventRecord[];
}

/** What the app's actors report to (`inspect`), and what the panel reads (useSyncExternalStore). */
export interface Recorder {
  inspect: (event: InspectionEvent) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Recording;
}

interface RecorderOptions {
  now?: () => number;
  maxEvents?: number;
  /** Stopped or finished actors kept for a look after the fact (uploads, print editors come and go). */
  maxEnded?: number;
  /** When to hand the panel a new recording: once after a burst, never while React renders an actor's owner. */
  schedule?: (publish: () => void) => void;
}

/** The fields XState's actor refs have besides the public ActorRefLike. */
interface RefFields {
  id?: string;
  logic?: { id?: unknown };
  systemId?: string;
  _parent?: { sessionId: string };
}

const fields = (ref: ActorRefLike) => ref as unknown as RefFields;
const nameOf = (ref: ActorRefLike) => fields(ref).systemId ?? fields(ref).id ?? ref.sessionId;
const statusOf = (snapshot: unknown) => (snapshot as { status?: string } | undefined)?.status;

export function createRecorder({ now = Date.now, maxEvents = 200, maxEnded = 50, schedule = queueMicrotask }: RecorderOptions = {}): Recorder {
  const actors = new Map<string, { ref: ActorRefLike; snapshot: unknown }>();
  const events: EventRecord[] = [];
  const listeners = new Set<() => void>();
  let seq = 0;
  let published: Recording = { actors: [], events: [] };
  let pending = false;

  const entry = (ref: ActorRefLike) => {
    let found = actors.get(ref.sessionId);
    if (!found) actors.set(ref.sessionId, (found = { ref, snapshot: undefined }));
    return found;
  };

  const dropOldEnded = () => {
    const ended = [...actors.entries()].filter(([, actor]) => ['stopped', 'done', 'error'].includes(statusOf(actor.snapshot) ?? ''));
    for (const [sessionId] of ended.slice(0, Math.max(0, ended.length - maxEnded))) actors.delete(sessionId);
  };

  const publish = () => {
    pending = false;
    dropOldEnded();
    published = {
      // An actor reports its creation before it has a snapshot or its systemId: both are read now.
      actors: [...actors.values()].map(({ ref, snapshot }) => ({
        sessionId: ref.sessionId,
        id: fields(ref).id ?? ref.sessionId,
        machine: typeof fields(ref).logic?.id === 'string' ? (fields(ref).logic!.id as string) : undefined,
        systemId: fields(ref).systemId,
        parentId: fields(ref)._parent?.sessionId,
        snapshot: snapshot ?? ref.getSnapshot(),
      })),
      events: [...events],
    };
    listeners.forEach((listener) => listener());
  };

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.actor') entry(event.actorRef);
    else if (event.type === '@xstate.snapshot') entry(event.actorRef).snapshot = event.snapshot;
    else if (event.type === '@xstate.event') {
      entry(event.actorRef);
      const end = (ref: ActorRefLike) => ({ sessionId: ref.sessionId, name: nameOf(ref) });
      events.push({ seq: ++seq, at: now(), event: event.event, target: end(event.actorRef), source: event.sourceRef && end(event.sourceRef) });
      if (events.length > maxEvents) events.splice(0, events.length - maxEvents);
    } else return; // microsteps, actions, transitions: the snapshot and the event tell the story
    if (pending) return;
    pending = true;
    schedule(publish);
  };

  return {
    inspect,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => published,
  };
}
