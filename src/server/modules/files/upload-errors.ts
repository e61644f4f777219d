/** Why an upload was refused; the route maps each to its status and the spec's message. */
export type UploadFailure = 'too_big' | 'not_pdf' | 'canceled' | 'malformed' | 'too_slow' | 'over_quota';

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure);
  }
}
