/* global pm */ // Postman's sandbox (newman) gives the script `pm`.
// Before every request: a request id and a client address of its own, and the CSRF contract (PROTOCOLS.md). The
// member (on /api) and the operator (on /admin-api) each sign in once, through the cookie jar newman keeps.
const base = pm.variables.get('baseUrl');
const operator = pm.request.url.getPath().startsWith('/admin-api');
const tokenKey = operator ? 'operatorToken' : 'memberToken';
const json = (method, path, token, body) => ({
  url: base + path,
  method,
  header: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token || '' },
  body: body ? { mode: 'raw', raw: JSON.stringify(body) } : undefined,
});
/** The XSRF-TOKEN an answer sets (Set-Cookie), as the header sends it back. */
const xsrfOf = (res) => {
  const cookie = res.headers.all().find((h) => h.key.toLowerCase() === 'set-cookie' && h.value.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.value.split(';')[0].slice('XSRF-TOKEN='.length)) : '';
};
/** A failed sign-in fails the run by name (an error thrown in a callback would be lost). */
const signedIn = (who, err, res) => {
  pm.test(who + ' signed in', () => pm.expect(err ? String(err) : res.code).to.equal(200));
  return !err && res.code === 200;
};
const useToken = () => pm.request.headers.upsert({ key: 'X-XSRF-TOKEN', value: pm.collectionVariables.get(tokenKey) });
pm.request.headers.upsert({ key: 'X-Request-Id', value: pm.variables.replaceIn('{{$guid}}') });
pm.request.headers.upsert({ key: 'X-Forwarded-For', value: '10.48.' + Math.floor(Math.random() * 250) + '.' + (1 + Math.floor(Math.random() * 250)) });
pm.request.headers.upsert({ key: 'Accept', value: 'application/json' });
if (pm.collectionVariables.get(tokenKey)) useToken();
else if (operator) {
  pm.sendRequest(json('GET', '/admin-api/auth/session'), (err, res) => {
    if (!signedIn('operator (session)', err, res)) return;
    const credentials = { email: pm.variables.get('operatorEmail'), password: pm.variables.get('operatorPassword') };
    pm.sendRequest(json('POST', '/admin-api/auth/login', res.json().data.csrfToken, credentials), (err2, answer) => {
      if (!signedIn('operator', err2, answer)) return;
      pm.collectionVariables.set(tokenKey, answer.json().data.csrfToken);
      useToken();
    });
  });
} else {
  pm.sendRequest(json('GET', '/sanctum/csrf-cookie'), (err, res) => {
    if (!signedIn('member (CSRF cookie)', err, res && { code: res.code === 204 ? 200 : res.code })) return;
    const credentials = { email: pm.variables.get('memberEmail'), password: pm.variables.get('memberPassword') };
    pm.sendRequest(json('POST', '/api/login', xsrfOf(res), credentials), (err2, answer) => {
      if (!signedIn('member', err2, answer)) return;
      pm.collectionVariables.set(tokenKey, xsrfOf(answer));
      useToken();
    });
  });
}
