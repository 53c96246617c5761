// What other projects' tests use of the sandbox (`@coaching/sandbox/testing`): start it in-process, and get
// card tokens the way a member's browser does. Test code only; nothing in api, worker or web imports the sandbox.
export { startSandbox, type RunningSandbox, type SandboxOptions } from '../sandbox';
export { cardToken, tokenFromBrowserScript, type CardInput, type TokenResult } from '../card-provider/testing/card-tokens';
