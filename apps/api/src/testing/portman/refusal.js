/* global pm */ // Postman's sandbox (newman) gives the script `pm`.
// After every request: never a 5xx; a refusal says why in Japanese (its shape is checked against ErrorAnswer above).
const code = pm.response.code;
pm.test('below 500', () => pm.expect(code).to.be.below(500));
if (code >= 400) pm.test('a Japanese message', () => pm.expect(pm.response.json().message).to.match(/[\u3040-\u30ff\u3400-\u9fff]/));
