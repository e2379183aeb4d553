/**
 * How long an end-to-end test waits for what a person waits for (issue 58). Sized for a machine with one of its two
 * cores taken by other work, where a review, a publish or a delivery takes several times what it takes on a quiet
 * one: a test waits for the thing to happen, and a quiet machine is no slower for the bound. How fast each is, is a
 * benchmark's figure (npm run bench), never a test's bound.
 */
export const waits = {
  /** A page or a form's answer: the document a click leads to, an element it shows. */
  page: 60_000,
  /** The editor's review or save: the whole check of the content, and a preview of each page the change touches. */
  review: 120_000,
  /** A publish or a rollback: a build of the site, then the switch to it. */
  publish: 240_000,
  /** A lead's notification, sent again by the outbox after its receiver comes back. */
  delivery: 60_000,
} as const;
