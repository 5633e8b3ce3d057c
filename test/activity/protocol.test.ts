// The live channel's messages from a browser: only the protocol's own, each field in range, nothing
// more. A message that names a user, a seat or a game, or has any field the protocol lacks, is forged.
import { describe, expect, it } from 'vitest';
import { parseClientMessage } from '../../src/activity/protocol.ts';

const ok = (value: unknown) => parseClientMessage(JSON.stringify(value));

describe('a live-channel message from a browser', () => {
  it('is one of the protocol: hello, a draft, a placement, undo, hint, take back, vote', () => {
    for (const message of [
      { t: 'hello', token: 'abc', instance: 'i-1', channel: '123456789012345678', locale: 'pt-BR' },
      { t: 'draft', n: 1, v: 12, source: -1, color: 4, line: 5 },
      { t: 'draft', n: 2, v: 12, source: 8, color: 0, line: 0 },
      { t: 'place', n: 3, v: 40, line: 4, column: 2 },
      { t: 'undo', n: 4, move: 17 },
      { t: 'hint', n: 5, v: 12 },
      { t: 'takeBack', n: 6, v: 12 },
      { t: 'vote', n: 7, round: 3, agree: true },
    ])
      expect(ok(message)).toEqual({ ok: true, message });
  });

  it('is forged when it carries anything more: a user, a seat, a game', () => {
    expect(ok({ t: 'draft', n: 1, v: 12, source: 0, color: 1, line: 2, user: '1' }).ok).toBe(false);
    expect(ok({ t: 'vote', n: 1, round: 0, agree: true, seat: 1 }).ok).toBe(false);
    expect(ok({ t: 'undo', n: 1, move: 3, gameId: 'x' }).ok).toBe(false);
    expect(ok({ t: 'hello', token: 'abc', instance: 'i', channel: '1', userId: '2' }).ok).toBe(false);
  });

  it('is refused when a field is out of range or of the wrong kind', () => {
    expect(ok({ t: 'draft', n: 0, v: 12, source: 0, color: 1, line: 2 }).ok).toBe(false);
    expect(ok({ t: 'draft', n: 1, v: -1, source: 0, color: 1, line: 2 }).ok).toBe(false);
    expect(ok({ t: 'draft', n: 1, v: 1, source: 9, color: 1, line: 2 }).ok).toBe(false);
    expect(ok({ t: 'draft', n: 1, v: 1, source: 0, color: 5, line: 2 }).ok).toBe(false);
    expect(ok({ t: 'draft', n: 1, v: 1, source: 0, color: 1, line: 6 }).ok).toBe(false);
    expect(ok({ t: 'draft', n: 1.5, v: 1, source: 0, color: 1, line: 2 }).ok).toBe(false);
    expect(ok({ t: 'place', n: 1, v: 1, line: 5, column: 0 }).ok).toBe(false);
    expect(ok({ t: 'hello', token: 'abc', instance: 'i', channel: 'general' }).ok).toBe(false);
    expect(ok({ t: 'cheat', n: 1 }).ok).toBe(false);
  });

  it('is refused when it is not JSON', () => {
    expect(parseClientMessage('{"t":"draft"')).toEqual({ ok: false, detail: 'not JSON' });
    expect(parseClientMessage('')).toEqual({ ok: false, detail: 'not JSON' });
  });
});
