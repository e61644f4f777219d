import { settle, until } from './harness.js';

/** One upload request the screens sent (XMLHttpRequest: fetch has no upload progress). */
interface HeldUpload {
  url: string;
  headers: Record<string, string>;
  progress: (loaded: number, total: number) => void;
  answer: (status: number, body: unknown) => void;
  aborted: boolean;
}

/**
 * The network edge of the print-file upload: a fake XMLHttpRequest whose requests wait until the
 * path answers (`progress`, `answer`); `abort` (the machine leaving `uploading`) is recorded.
 */
export function xhrEdge() {
  const sent: HeldUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private held: HeldUpload = { url: '', headers: {}, progress: () => {}, answer: () => {}, aborted: false };
    open(_method: string, url: string) {
      this.held.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.held.headers[name] = value;
    }
    send() {
      this.held.progress = (loaded, total) => this.upload.onprogress?.({ loaded, total, lengthComputable: true });
      this.held.answer = (status, body) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      };
      sent.push(this.held);
    }
    abort() {
      this.held.aborted = true;
      this.onabort?.();
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as never;
  const answered = new Set<HeldUpload>();
  const running = () => sent.find((upload) => !upload.aborted && !answered.has(upload));
  const rounds = async () => {
    for (let round = 0; round < 5; round += 1) await settle();
  };
  return {
    sent: () => sent,
    /** The upload still waiting for an answer, if any. */
    running,
    async progress(loaded: number, total: number) {
      const upload = await until(running, 'a running upload');
      upload.progress(loaded, total);
      await rounds();
    },
    async answer(status: number, body: unknown) {
      const upload = await until(running, 'a running upload');
      answered.add(upload);
      upload.answer(status, body);
      await rounds();
    },
    restore: () => {
      globalThis.XMLHttpRequest = original;
    },
  };
}

export type XhrEdge = ReturnType<typeof xhrEdge>;
