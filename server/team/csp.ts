/** The workspace's CSP: its own stylesheet and one script file; nothing inline, nothing from elsewhere. */
export const WORKSPACE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");
