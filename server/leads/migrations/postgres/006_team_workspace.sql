-- The team's workspace (issue 45): members, their sessions, sign-in links and passkeys (better-auth's tables, as
-- its migration planner writes them for this configuration: server/team/auth.ts), an audit log, the quotes the site
-- issued, and the submissions the honeypot caught.
CREATE TABLE team_member ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" boolean not null, "image" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null, "role" text not null);
CREATE TABLE team_session ("id" text not null primary key, "expiresAt" timestamptz not null, "token" text not null unique, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null, "ipAddress" text, "userAgent" text, "userId" text not null references "team_member" ("id") on delete cascade);
CREATE TABLE team_account ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "team_member" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" timestamptz, "refreshTokenExpiresAt" timestamptz, "scope" text, "password" text, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz not null);
CREATE TABLE team_verification ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" timestamptz not null, "createdAt" timestamptz default CURRENT_TIMESTAMP not null, "updatedAt" timestamptz default CURRENT_TIMESTAMP not null);
CREATE TABLE team_passkey ("id" text not null primary key, "name" text, "publicKey" text not null, "userId" text not null references "team_member" ("id") on delete cascade, "credentialID" text not null, "counter" integer not null, "deviceType" text not null, "backedUp" boolean not null, "transports" text, "createdAt" timestamptz, "aaguid" text);
CREATE INDEX team_session_userId_idx ON team_session ("userId");
CREATE INDEX team_account_userId_idx ON team_account ("userId");
CREATE INDEX team_verification_identifier_idx ON team_verification ("identifier");
CREATE INDEX team_passkey_userId_idx ON team_passkey ("userId");
CREATE INDEX team_passkey_credentialID_idx ON team_passkey ("credentialID");

-- Who did what in the workspace, and when: never the data a visitor typed (an erasure records the count).
CREATE TABLE team_audit (
  id BIGSERIAL PRIMARY KEY,
  at BIGINT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);

-- Every quote number issued: the pricing state it priced (never a "Prepared for" value), its day and total.
CREATE TABLE quotes_issued (
  seq BIGSERIAL,
  number TEXT NOT NULL,
  query TEXT NOT NULL,
  issued_on TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  subject TEXT NOT NULL,
  total TEXT NOT NULL,
  recorded_at BIGINT NOT NULL,
  PRIMARY KEY (number, query)
);
CREATE INDEX quotes_issued_recorded ON quotes_issued (recorded_at);

-- Submissions the honeypot caught, kept aside for review (bounded in number and age: server/leads/spam.ts).
CREATE TABLE spam (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,
  form TEXT NOT NULL,
  email TEXT NOT NULL,
  payload TEXT NOT NULL
);
CREATE INDEX spam_created_at ON spam (created_at, id);
CREATE INDEX spam_email ON spam (email);

-- The leads list, newest first, paged by keyset, alone or filtered; an erasure finds an address's leads.
CREATE INDEX leads_newest ON leads (created_at, id);
CREATE INDEX leads_by_form ON leads (form, created_at, id);
CREATE INDEX leads_by_campaign ON leads (utm_campaign, created_at, id);
CREATE INDEX leads_by_source ON leads (utm_source, created_at, id);
CREATE INDEX leads_by_medium ON leads (utm_medium, created_at, id);
CREATE INDEX leads_by_email ON leads (lower(email));
CREATE INDEX outbox_by_lead ON outbox (lead_id);
