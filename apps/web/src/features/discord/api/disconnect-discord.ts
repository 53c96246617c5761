import { ensureCsrfCookie, http } from '../../../lib/http';
import { serverPaths } from '../../../config/paths';

/**
 * `POST /sns/discord/disconnect` with the CSRF token (a GET there only asks for confirmation, so a link on
 * another site unlinks nothing) → 200 `{ message }`; a refusal answers its message (409, 403).
 */
export async function disconnectDiscord(): Promise<string> {
  await ensureCsrfCookie();
  const body = await http.post<{ message: string }>(serverPaths.discordDisconnect);
  return body.message;
}
