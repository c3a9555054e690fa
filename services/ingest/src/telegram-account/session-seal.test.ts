import { describe, expect, it } from '@jest/globals';
import { openSession, sealSession, SessionKeyMismatchError } from './session-seal.js';

const key = 'k'.repeat(40);

describe('the sealed account session', () => {
  it('opens with the key that sealed it, and shows nothing of the session', () => {
    const session = 'AQAAAAEC-session-string-with-the-auth-key';
    const sealed = sealSession(session, key);
    expect(sealed).not.toContain(session);
    expect(sealed).not.toContain(Buffer.from(session).toString('base64url').slice(0, 12));
    expect(openSession(sealed, key)).toBe(session);
    expect(sealSession(session, key)).not.toBe(sealed);
  });

  it('refuses another key and an altered seal', () => {
    const sealed = sealSession('session', key);
    expect(() => openSession(sealed, 'x'.repeat(40))).toThrow(SessionKeyMismatchError);
    const parts = sealed.split('.');
    const data = parts[4] ?? '';
    const altered = [...parts.slice(0, 4), `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`].join('.');
    expect(() => openSession(altered, key)).toThrow(SessionKeyMismatchError);
    expect(() => openSession('not a seal', key)).toThrow(SessionKeyMismatchError);
  });
});
