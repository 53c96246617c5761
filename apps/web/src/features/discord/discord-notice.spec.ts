import { IdentityMessages } from '@coaching/contracts';
import { DISCORD_NOTICE_MAX_LENGTH, discordNotice } from './discord-notice';

describe('discordNotice', () => {
  it.each([null, undefined, '', '   '])('shows nothing for %j', (msg) => {
    expect(discordNotice(msg)).toBeNull();
  });

  it.each([IdentityMessages.discordLinked, IdentityMessages.discordUnlinked])('reads %s as success', (msg) => {
    expect(discordNotice(msg)).toEqual({ message: msg, severity: 'success' });
  });

  it.each([
    IdentityMessages.discordLinkedElsewhere,
    IdentityMessages.discordNeedsPassword,
    IdentityMessages.discordEmailTaken,
    IdentityMessages.discordNoEmail,
    IdentityMessages.discordFailed,
    IdentityMessages.error,
  ])('reads the refusal %s as an error', (msg) => {
    expect(discordNotice(msg)?.severity).toBe('error');
  });

  it('reads a cancelled consent and unknown text as information', () => {
    expect(discordNotice(IdentityMessages.discordCancelled)?.severity).toBe('info');
    expect(discordNotice('お知らせ')).toEqual({ message: 'お知らせ', severity: 'info' });
  });

  it('trims and cuts long text', () => {
    expect(discordNotice(`  ${IdentityMessages.discordLinked}  `)?.severity).toBe('success');
    expect(discordNotice('あ'.repeat(500))?.message).toHaveLength(DISCORD_NOTICE_MAX_LENGTH);
  });
});
