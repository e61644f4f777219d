/**
 * Runs `work` every `everyMs` in the background, never two runs at once (a slow run makes the next
 * one wait for the interval after it); a failed run goes to `onFailure` and the next one still
 * comes. The timer keeps no process alive. Answers how to stop it.
 */
export function repeatInBackground(everyMs: number, work: () => Promise<unknown>, onFailure: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch(onFailure)
      .finally(() => { running = false; });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
