import { TOKEN_KEY_HASH } from './card-config';

/**
 * token.js as the browser gets it: `Multipayment.init(shopId)` and
 * `Multipayment.getToken(card, callback)`, like GMO's script. It seals the card the way
 * `buildTokenRequest` (card-token.ts) does, posts it to the token endpoint and hands the answer to
 * the callback: a function, or the name of a global function (looked up when the answer arrives,
 * as the real script's JSONP did). The card fields are checked by the provider, not here, so one
 * set of rules gives every result code. Plain ES2017, no dependencies.
 *
 * @param endpoint where to post when the script cannot tell its own URL (no `document.currentScript`).
 */
export function renderTokenScript(endpoint: string): string {
  return `/* Sandbox card provider: Multipayment token script (GMO Payment Gateway compatible). */
(function (global) {
  'use strict';
  var FALLBACK_ENDPOINT = ${JSON.stringify(endpoint)};
  var KEY_HASH = ${JSON.stringify(TOKEN_KEY_HASH)};

  // Post next to where the script came from, so a page can load it from any host name the sandbox answers to.
  var endpoint = FALLBACK_ENDPOINT;
  try {
    var current = global.document && global.document.currentScript;
    if (current && current.src) endpoint = new URL('../api/credit/getToken', current.src).href;
  } catch (ignored) {}

  var shopId = '';

  function text(value) {
    return value === undefined || value === null ? '' : String(value);
  }

  function randomHex(byteCount) {
    var bytes = new Uint8Array(byteCount);
    if (global.crypto && global.crypto.getRandomValues) global.crypto.getRandomValues(bytes);
    else for (var i = 0; i < byteCount; i++) bytes[i] = Math.floor(Math.random() * 256);
    var out = '';
    for (var j = 0; j < bytes.length; j++) out += (bytes[j] < 16 ? '0' : '') + bytes[j].toString(16);
    return out;
  }

  /** UTF-8 bytes as a binary string, which btoa takes. */
  function utf8(value) {
    return unescape(encodeURIComponent(value));
  }

  function seal(binary, keyHex) {
    var out = '';
    for (var i = 0; i < binary.length; i++) {
      var keyByte = parseInt(keyHex.substr((i % (keyHex.length / 2)) * 2, 2), 16);
      out += String.fromCharCode(binary.charCodeAt(i) ^ keyByte);
    }
    return out;
  }

  /** 32-bit FNV-1a, 8 hex digits: lets the provider tell a damaged request from a bad card. */
  function checksum(value) {
    var hash = 0x811c9dc5;
    for (var i = 0; i < value.length; i++) {
      hash ^= value.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return ('0000000' + hash.toString(16)).slice(-8);
  }

  function resolveCallback(callback) {
    if (typeof callback === 'function') return { name: callback.name || '(function)', call: callback };
    if (typeof callback === 'string' && callback !== '') {
      return {
        name: callback,
        call: function (result) {
          var target = global;
          var parts = callback.split('.');
          for (var i = 0; i < parts.length && target; i++) target = target[parts[i]];
          if (typeof target !== 'function') throw new TypeError('Multipayment: callback "' + callback + '" is not a function');
          target(result);
        },
      };
    }
    throw new TypeError('Multipayment.getToken: callback must be a function or the name of a global function');
  }

  function getToken(card, callback) {
    var target = resolveCallback(callback);
    card = card || {};
    var key = randomHex(16);
    var secret = JSON.stringify({ cardno: text(card.cardno), expire: text(card.expire), securitycode: text(card.securitycode) });
    var encrypted = global.btoa(seal(utf8(secret), key));
    var tokenNumber = text(card.tokennumber);
    var body = {
      id: randomHex(16),
      cardInfo: global.btoa(utf8(JSON.stringify({ holdername: text(card.holdername) }))),
      key: key,
      callBack: target.name,
      hash: checksum(encrypted),
      shopId: shopId,
      keyHash: KEY_HASH,
      encrypted: encrypted,
      tokenNumber: tokenNumber === '' ? '1' : tokenNumber,
    };
    global
      .fetch(endpoint, { method: 'POST', mode: 'cors', credentials: 'omit', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(
        function (result) {
          return result;
        },
        // The provider could not be reached or answered nonsense: report its internal-error code.
        function () {
          return { resultCode: '901' };
        },
      )
      .then(function (result) {
        // Outside the promise chain, so an error in the page's callback surfaces like any other.
        global.setTimeout(function () {
          target.call(result);
        }, 0);
      });
  }

  global.Multipayment = {
    init: function (id) {
      shopId = text(id);
    },
    getToken: getToken,
  };
})(typeof window !== 'undefined' ? window : this);
`;
}
