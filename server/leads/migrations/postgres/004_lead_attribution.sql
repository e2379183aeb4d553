-- Where each lead came from (issue 22; app/lib/forms/attribution.ts): campaign tags, landing path, referring host.
ALTER TABLE leads ADD COLUMN utm_source TEXT;
ALTER TABLE leads ADD COLUMN utm_medium TEXT;
ALTER TABLE leads ADD COLUMN utm_campaign TEXT;
ALTER TABLE leads ADD COLUMN utm_term TEXT;
ALTER TABLE leads ADD COLUMN utm_content TEXT;
ALTER TABLE leads ADD COLUMN landing_path TEXT;
ALTER TABLE leads ADD COLUMN referrer_host TEXT;
