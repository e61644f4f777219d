/** Why an upload was refused; the route maps each to its status and the spec's message. */
export type UploadFailure = 'too_big' | 'not_pdf' | 'canceled' | 'malformed';

export class UploadError extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure);
  }
}
