/**
 * Forms submitted before the page is interactive (decision 0066).
 *
 * The server's HTML shows every form at once, but a form that works by script
 * (no `method` attribute: the login form, the recruit forms, antd's forms) has
 * no handler until React has hydrated. A click on its button then made the
 * browser's own GET to the page's address with the fields in the query:
 * `/login?account=13800138000&password=…` landed in the address bar, the
 * history and the server's log, and the reader was not logged in.
 *
 * The guard, inline in <head>, stops that native submission for any form
 * without a `method` (search and filter forms say `method="get"` and keep
 * working without script). It listens on window in the bubble phase, after
 * React's listener on the document, so a submission React handled (its
 * handler prevents the default) is left alone. A submission stopped before
 * hydration is kept, and `replayEarlySubmit` sends it again once the page is
 * interactive: the reader's click is not lost.
 */

declare global {
  interface Window {
    __earlySubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

export const earlySubmitGuardScript =
  "addEventListener('submit',function(e){var f=e.target;if(e.defaultPrevented||!f||f.tagName!=='FORM'||f.hasAttribute('method'))return;" +
  "e.preventDefault();if(!document.documentElement.hasAttribute('data-hydrated'))window.__earlySubmit={form:f,submitter:e.submitter||null}})";

/** Once the page is interactive: sends again the submission the guard held back before, if its form is still there. */
export function replayEarlySubmit(): void {
  const early = window.__earlySubmit;
  delete window.__earlySubmit;
  if (!early?.form.isConnected) return;
  const submitter = early.submitter?.isConnected && early.submitter.closest('form') === early.form ? early.submitter : undefined;
  early.form.requestSubmit(submitter);
}
