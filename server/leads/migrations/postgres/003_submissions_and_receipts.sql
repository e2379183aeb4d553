-- One submission, one lead (docs/decisions/0010-one-submission-one-lead.md): the identity of what was sent (the
-- form and its values), held by the newest lead that has it while it is recent. A double-click, a resubmit after
-- Back, a reload of the POST or a retried request finds it and gets the same answer instead of a second lead.
ALTER TABLE leads ADD COLUMN submission_key TEXT;
CREATE UNIQUE INDEX leads_submission_key ON leads (submission_key);
-- A confirmation page that starts a download (the checklist's) is shown only right after the submission that
-- earned it: the lead endpoint's redirect carries a receipt, redeemed once by the page.
CREATE TABLE download_receipts (
  token TEXT PRIMARY KEY,
  form TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  used_at BIGINT
);
