import type { Issue } from '../../domain/issues.js';
import { showToast } from '../../ui/toast-queue.js';

/** Leaving finishes with errors: one error toast per error (spec section 5). */
export function toastEachIssue(issues: readonly Issue[], text: (issue: Issue) => string): void {
  for (const issue of issues) showToast(text(issue), 'error');
}
