import type { LoginAnswer } from '../../../src/domain/session.js';
import { createApiClient } from '../../../src/shared/api-client/client.js';
import { settle, until } from './harness.js';

/** One request the screens sent, as the server would see it. */
export interface SentRequest {
  method: string;
  path: string;
  /** The query string's values (a list's kind, search, cursor or page). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

interface Held {
  request: SentRequest;
  answer: (response: Response | Error) => void;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The network edge below the real API client: requests to `held` paths (or those the `held`
 * function picks) wait until the path answers them, the newest or a chosen one (the machine's
 * actor then gets the real client's result or error); the others get `answers[path]` at once
 * (404 when there is none). Several requests to one path wait in a queue.
 */
export function httpEdge(options: {
  held: readonly string[] | ((request: SentRequest) => boolean);
  answers?: Record<string, unknown>;
  /** The API client's silent refresh gave a new session (as src/app/create-actors.ts tells the session). */
  onRefreshed?: (answer: LoginAnswer) => void;
}) {
  const waiting = new Map<string, Held[]>();
  const answers: Record<string, unknown> = { ...options.answers };
  const isHeld = (request: SentRequest) => (typeof options.held === 'function' ? options.held(request) : options.held.includes(request.path));
  const queue = (path: string) => waiting.get(path) ?? [];
  const drop = (path: string, held: Held) => waiting.set(path, queue(path).filter((other) => other !== held));
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const seen: SentRequest = { method: request.method, path, query: url.searchParams, headers: request.headers, body: text ? JSON.parse(text) : null };
    sent.push(seen);
    if (isHeld(seen)) {
      return new Promise<Response>((resolve, reject) => {
        const held: Held = { request: seen, answer: (response) => (response instanceof Error ? reject(response) : resolve(response)) };
        waiting.set(path, [...queue(path), held]);
        request.signal.addEventListener('abort', () => {
          drop(path, held);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    const answer = answers[path];
    return answer === undefined ? json({ message: 'not found' }, 404) : json(answer);
  };
  const api = createApiClient({ prefixUrl: 'http://paths.test/api/v1', fetch: fetch as typeof globalThis.fetch, ...(options.onRefreshed ? { onRefreshed: options.onRefreshed } : {}) });
  const answer = async (path: string, response: Response | Error, which: (request: SentRequest) => boolean = () => true) => {
    const held = await until(() => queue(path).findLast((candidate) => which(candidate.request)), `a request to ${path}`);
    drop(path, held);
    held.answer(response);
    // The client parses, the actor settles, the machine moves, React renders.
    for (let round = 0; round < 5; round += 1) await settle();
  };
  return {
    api,
    /** Every request sent to `path`, oldest first. */
    sent: (path: string) => sent.filter((request) => request.path === path),
    isWaiting: (path: string) => queue(path).length > 0,
    /** Answers the newest waiting request to `path` (an older one is stale: a newer change replaced it). */
    reply: (path: string, body: unknown, status = 200) => answer(path, json(body, status)),
    /** Answers the waiting request to `path` that `which` picks (e.g. the n-th one sent). */
    replyTo: (path: string, which: (request: SentRequest) => boolean, body: unknown, status = 200) => answer(path, json(body, status), which),
    /** From now on `path` is answered at once with `body` (e.g. `auth/refresh`, asked by the client itself). */
    setAnswer: (path: string, body: unknown) => {
      answers[path] = body;
    },
    /** The connection fails (no answer at all). */
    drop: (path: string) => answer(path, new TypeError('Failed to fetch')),
  };
}

export type HttpEdge = ReturnType<typeof httpEdge>;
