// The sandbox inbox, shared with the back office's journeys (tools/e2e/sandbox-mail.ts).
export { findUrl, waitForMail, type SandboxMail } from '../../../../tools/e2e/sandbox-mail';
