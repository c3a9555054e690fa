import { createHash, getDiffieHellman, randomBytes, randomInt } from 'node:crypto';
import { Long, tl } from '@mtcute/core';
import { computePasswordHash } from '@mtcute/core/utils.js';
import { NodeCryptoProvider } from '@mtcute/node/utils.js';

// A Telegram for tests, at the level of RPC calls and updates: it answers the TL methods the
// user-account source and `npm run telegram:login` call, with real TL objects, and pushes updates
// as Telegram's servers do. The real mtcute client runs on top of it (see fake-telegram-client.ts):
// its updates manager (pts gaps, getChannelDifference), flood waiter, error mapping and message
// parsing are the library's own. Telegram cannot be reached from here, and the library's own
// stub package (@mtcute/test) does not install from this registry (see ../README.md).

/** A Telegram client attached to the fake, as a connection is attached to a data centre. */
export interface FakeConnection {
  authKey(): Promise<Uint8Array | null>;
  /** An update pushed by the server. */
  pushUpdates(updates: tl.TypeUpdates): void;
  /** The connection was lost (true), with the network error its socket saw if any, or is usable again (false). */
  connectionChanged(lost: boolean, error?: Error): void;
}

export interface FakeChatInput {
  /** The bare channel id (Bot API: -100 followed by it). */
  id: number;
  title: string;
  username?: string;
  kind?: 'channel' | 'supergroup';
  /** A supergroup with topics. */
  forum?: boolean;
}

export interface FakePost {
  text: string;
  entities?: tl.TypeMessageEntity[];
  /** Inline-keyboard rows of URL buttons. */
  buttons?: Array<Array<{ text: string; url: string }>>;
  /** Unix seconds; default now. */
  date?: number;
  /** A photo post: `text` and `entities` are its caption, as Telegram sends a caption (the message's `message`). */
  photo?: boolean;
  /** Forwarded from a post of another channel of the fake (messageFwdHeader). */
  forwardedFrom?: { channelId: number; messageId: number; date: number };
  /** Posted in a forum topic: the id of the topic's first message (messageReplyHeader with forum_topic). */
  topicId?: number;
}

interface FakeChannel {
  raw: tl.RawChannel;
  messages: Map<number, tl.RawMessage>;
  lastMessageId: number;
  pts: number;
  /** Every update of the channel with its pts, as getChannelDifference answers them. */
  events: Array<{ pts: number; update: tl.TypeUpdate }>;
}

/** A basic group: its messages are numbered in the account's own sequence, its updates on the account's pts. */
interface FakeGroup {
  raw: tl.RawChat;
  messages: Map<number, tl.RawMessage>;
  lastMessageId: number;
}

interface PendingCode {
  phone: string;
  code: string;
  expired: boolean;
  /** Sent to the login e-mail: it comes back as an e-mail verification, not as the phone code. */
  byEmail: boolean;
}

/** How Telegram answers auth.sendCode: where it sends the code, or what it wants before it sends one. */
export type FakeLoginAnswer = 'app' | 'sms' | 'sms phrase' | 'email' | 'email setup required' | 'payment required';

/** A channel gap longer than this many updates is answered channelDifferenceTooLong, as Telegram does for long gaps. */
const TOO_LONG_DIFFERENCE = 50;
/** How many latest messages such an answer carries. */
const TOO_LONG_RECENT = 10;

/** The Bot API id of a fake channel. */
export function botApiChatId(channelId: number): string {
  return String(-1_000_000_000_000 - channelId);
}

/** The Bot API id of a fake basic group. */
export function botApiGroupId(groupId: number): string {
  return String(-groupId);
}

/** Who writes in the fake's basic groups (a channel's posts are the channel's). */
const CALLER = {
  _: 'user',
  id: 777_000_002,
  accessHash: Long.fromNumber(93),
  firstName: 'Caller',
} as tl.RawUser;

const now = () => Math.floor(Date.now() / 1000);
const hex = (key: Uint8Array) => Buffer.from(key).toString('hex');
const error = (errorCode: number, errorMessage: string) => ({ _: 'mt_rpc_error', errorCode, errorMessage }) as const;

export class FakeTelegram {
  readonly user: tl.RawUser;
  readonly phone: string;
  /** Methods in the order they were called: what a test asserts about paging and pace. */
  readonly calls: string[] = [];
  /** The requests themselves, in the same order: what a test asserts about offsets. */
  readonly requests: tl.RpcMethod[] = [];
  /** Methods the fake does not know (a test fails on any). */
  readonly unknownMethods: string[] = [];
  private readonly channels = new Map<number, FakeChannel>();
  private readonly groups = new Map<number, FakeGroup>();
  /** The account's own message sequence (basic groups and private chats) and its pts. */
  private accountMessageId = 0;
  private accountPts = 1;
  private readonly accountEvents: Array<{ pts: number; update: tl.TypeUpdate }> = [];
  private readonly connections = new Set<FakeConnection>();
  /** Auth keys (hex) the fake handed out, with the user each one is logged in as. */
  private readonly sessions = new Map<string, number | null>();
  private readonly codes = new Map<string, PendingCode>();
  private readonly floods = new Map<string, number[]>();
  private readonly failures = new Map<string, Array<{ code: number; message: string }>>();
  /** Methods refused for a while, as Telegram refuses them after a FLOOD_WAIT: after so many more calls, until a time (ms). */
  private readonly floodWindows = new Map<string, { afterCalls: number; seconds: number; until?: number }>();
  private password: { value: string; hint: string } | null = null;
  private srp: { b: bigint; B: Uint8Array; id: Long } | null = null;
  private readonly bannedPhones = new Set<string>();
  private loginAnswer: FakeLoginAnswer = 'app';
  private online = true;
  /** Channels whose updates are not pushed (Telegram does not promise every push); getChannelDifference still has them. */
  private readonly unpushed = new Set<number>();
  /** The `timeout` of getChannelDifference answers: how soon a client with the channel open asks again (Telegram's own varies). */
  private channelPollSeconds: number | undefined;
  private reconnected: Promise<void> = Promise.resolve();
  private reconnect: () => void = () => undefined;

  constructor(account: { userId?: number; firstName?: string; phone?: string } = {}) {
    this.phone = account.phone ?? '15550001111';
    this.user = {
      _: 'user',
      id: account.userId ?? 777_000_001,
      accessHash: Long.fromNumber(91),
      self: true,
      firstName: account.firstName ?? 'Trader',
      phone: this.phone,
    };
  }

  // --- the account, as the test sets it up -------------------------------------------------

  /** The next call of `method` fails as Telegram's servers sometimes answer (e.g. 500 INTERNAL). */
  failNext(method: string, code: number, message: string): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), { code, message }]);
  }

  /** Two-step verification: checkPassword wants this password. */
  setPassword(value: string, hint = ''): void {
    this.password = { value, hint };
  }

  banPhone(phone: string): void {
    this.bannedPhones.add(phone);
  }

  /** auth.sendCode answers this way from now on (a resent code comes by SMS, as Telegram's next type says). */
  answerLoginWith(answer: FakeLoginAnswer): void {
    this.loginAnswer = answer;
  }

  /** The login code Telegram sent for a phone, as the person reads it in their app. */
  codeSentTo(phone: string): string | undefined {
    return [...this.codes.values()].reverse().find((pending) => pending.phone === phone && !pending.expired)?.code;
  }

  /** The codes sent so far expire (the person waited too long). */
  expireCodes(): void {
    for (const pending of this.codes.values()) pending.expired = true;
  }

  /** The next calls of `method` are answered FLOOD_WAIT_<seconds>, one per entry. */
  floodNext(method: string, ...seconds: number[]): void {
    this.floods.set(method, [...(this.floods.get(method) ?? []), ...seconds]);
  }

  /**
   * After `afterCalls` more calls, `method` is refused for `seconds`: every call meanwhile is
   * answered FLOOD_WAIT with the seconds left, as Telegram does (asking again too early is refused again).
   */
  floodFor(method: string, seconds: number, afterCalls = 0): void {
    this.floodWindows.set(method, { afterCalls, seconds });
  }

  /** getChannelDifference answers tell a client with the channel open to ask again after so many seconds. */
  pollChannelsEvery(seconds: number): void {
    this.channelPollSeconds = seconds;
  }

  /** A session made for the test, logged in, as `npm run telegram:login` would leave it. */
  authorizedKey(): Uint8Array {
    const key = randomBytes(256);
    this.sessions.set(hex(key), this.user.id);
    return key;
  }

  /** The trader ended every session in their app (Settings → Devices). */
  revokeSessions(): void {
    for (const key of this.sessions.keys()) this.sessions.set(key, null);
  }

  // --- chats --------------------------------------------------------------------------------

  addChannel(input: FakeChatInput): string {
    const supergroup = input.kind === 'supergroup';
    const raw = {
      _: 'channel',
      id: input.id,
      accessHash: Long.fromNumber(input.id * 7 + 3),
      title: input.title,
      photo: { _: 'chatPhotoEmpty' },
      date: now(),
      ...(supergroup ? { megagroup: true } : { broadcast: true }),
      ...(input.forum ? { forum: true } : {}),
      ...(input.username ? { username: input.username } : {}),
    } as tl.RawChannel;
    this.channels.set(input.id, { raw, messages: new Map(), lastMessageId: 0, pts: 1, events: [] });
    return botApiChatId(input.id);
  }

  /**
   * A long dialog list: `count` channels from `firstId` on, "Channel <id>", each with one post
   * ("post of <id>") a second newer than the one before, so the first ones are on its last page.
   */
  addDialogs(firstId: number, count: number): void {
    const oldest = now() - count - 60;
    for (let i = 0; i < count; i += 1) {
      const id = firstId + i;
      this.addChannel({ id, title: `Channel ${id}` });
      this.post(id, { text: `post of ${id}`, date: oldest + i });
    }
  }

  renameChannel(channelId: number, title: string): void {
    this.channel(channelId).raw.title = title;
  }

  /** A new message in a channel; pushed to connected clients, or lost to them while offline. */
  post(channelId: number, post: FakePost): number {
    const channel = this.channel(channelId);
    const id = ++channel.lastMessageId;
    const message = messageOf(id, { _: 'peerChannel', channelId }, post, channel.raw.broadcast === true);
    channel.messages.set(id, message);
    this.publish(channel, (pts) => ({ _: 'updateNewChannelMessage', message, pts, ptsCount: 1 }));
    return id;
  }

  /** A basic group (Bot API id: minus its id), as a trader's small group starts. */
  addGroup(input: { id: number; title: string }): string {
    const raw = {
      _: 'chat',
      id: input.id,
      title: input.title,
      photo: { _: 'chatPhotoEmpty' },
      participantsCount: 3,
      date: now(),
      version: 1,
    } as tl.RawChat;
    this.groups.set(input.id, { raw, messages: new Map(), lastMessageId: 0 });
    return botApiGroupId(input.id);
  }

  /** A message in a basic group, written by a member; its id is the next of the account's sequence. */
  postInGroup(groupId: number, post: FakePost): number {
    const group = this.group(groupId);
    const message = {
      ...messageOf(++this.accountMessageId, { _: 'peerChat', chatId: groupId }, post, false),
      fromId: { _: 'peerUser', userId: CALLER.id },
    } as tl.RawMessage;
    this.addToGroup(group, message);
    return message.id;
  }

  /**
   * The group's admin upgrades it to a supergroup, as Telegram does it: a new channel (a
   * megagroup, `channelId`) with a history of its own that opens with messageActionChannelMigrateFrom,
   * and in the basic group, now deactivated, a last message messageActionChatMigrateTo. Answers
   * the supergroup's Bot API id.
   */
  migrateGroup(groupId: number, channelId: number): string {
    const group = this.group(groupId);
    const chatId = this.addChannel({ id: channelId, title: group.raw.title, kind: 'supergroup' });
    const channel = this.channel(channelId);
    group.raw.deactivated = true;
    group.raw.migratedTo = { _: 'inputChannel', channelId, accessHash: channel.raw.accessHash ?? Long.ZERO };
    this.addToGroup(group, {
      _: 'messageService',
      id: ++this.accountMessageId,
      peerId: { _: 'peerChat', chatId: groupId },
      fromId: { _: 'peerUser', userId: CALLER.id },
      date: now(),
      action: { _: 'messageActionChatMigrateTo', channelId },
    } as tl.RawMessageService as unknown as tl.RawMessage);
    const id = ++channel.lastMessageId;
    const message = {
      _: 'messageService',
      id,
      peerId: { _: 'peerChannel', channelId },
      date: now(),
      action: { _: 'messageActionChannelMigrateFrom', title: group.raw.title, chatId: groupId },
    } as tl.RawMessageService;
    channel.messages.set(id, message as unknown as tl.RawMessage);
    this.publish(channel, (pts) => ({ _: 'updateNewChannelMessage', message, pts, ptsCount: 1 }));
    return chatId;
  }

  private addToGroup(group: FakeGroup, message: tl.RawMessage): void {
    group.messages.set(message.id, message);
    group.lastMessageId = message.id;
    this.accountPts += 1;
    const update: tl.TypeUpdate = { _: 'updateNewMessage', message, pts: this.accountPts, ptsCount: 1 };
    this.accountEvents.push({ pts: this.accountPts, update });
    if (!this.online) return;
    for (const connection of this.connections) {
      connection.pushUpdates({ _: 'updates', updates: [update], users: [CALLER], chats: this.chatsOf([message]), date: now(), seq: 0 });
    }
  }

  private group(groupId: number): FakeGroup {
    const group = this.groups.get(groupId);
    if (!group) throw new Error(`no group ${groupId} in the fake Telegram`);
    return group;
  }

  /** Many messages at once, the oldest first (a channel's history before the test starts reading). */
  postMany(channelId: number, count: number, post: (index: number) => FakePost): number[] {
    return Array.from({ length: count }, (_, index) => this.post(channelId, post(index)));
  }

  edit(channelId: number, messageId: number, text: string): number {
    const channel = this.channel(channelId);
    const message = channel.messages.get(messageId);
    if (!message) throw new Error(`no message ${messageId} in channel ${channelId}`);
    message.message = text;
    message.editDate = Math.max(now(), (message.editDate ?? 0) + 1);
    this.publish(channel, (pts) => ({ _: 'updateEditChannelMessage', message: { ...message }, pts, ptsCount: 1 }));
    return message.editDate;
  }

  delete(channelId: number, messageIds: number[]): void {
    const channel = this.channel(channelId);
    for (const id of messageIds) channel.messages.delete(id);
    this.publish(channel, (pts) => ({ _: 'updateDeleteChannelMessages', channelId, messages: messageIds, pts, ptsCount: 1 }));
  }

  // --- the connection -----------------------------------------------------------------------

  /** Telegram stops pushing a channel's updates (or pushes them again), the connection otherwise fine. */
  mutePushes(channelId: number, muted = true): void {
    if (muted) this.unpushed.add(channelId);
    else this.unpushed.delete(channelId);
  }

  /** The network goes away: updates are lost, calls wait, clients see the connection drop (with `error`, as a socket would say it). */
  dropConnection(error?: Error): void {
    if (!this.online) return;
    this.online = false;
    this.reconnected = new Promise((resolve) => (this.reconnect = resolve));
    for (const connection of this.connections) connection.connectionChanged(true, error);
  }

  restoreConnection(): void {
    if (this.online) return;
    this.online = true;
    this.reconnect();
    for (const connection of this.connections) connection.connectionChanged(false);
  }

  /** A client connects: a new one gets an auth key of its own (the key exchange). */
  attach(connection: FakeConnection): void {
    this.connections.add(connection);
  }

  detach(connection: FakeConnection): void {
    this.connections.delete(connection);
  }

  newAuthKey(): Uint8Array {
    const key = randomBytes(256);
    this.sessions.set(hex(key), null);
    return key;
  }

  // --- RPC ----------------------------------------------------------------------------------

  /** Telegram's answer to one RPC call: a TL object, or an mt_rpc_error as the server sends it. */
  async answer(request: tl.RpcMethod, connection: FakeConnection): Promise<unknown> {
    await this.reconnected;
    this.calls.push(request._);
    this.requests.push(request);
    const flood = this.floods.get(request._)?.shift() ?? this.floodSecondsLeft(request._);
    if (flood !== undefined) return error(420, `FLOOD_WAIT_${flood}`);
    const failure = this.failures.get(request._)?.shift();
    if (failure !== undefined) return error(failure.code, failure.message);
    const key = await connection.authKey();
    const userId = key ? (this.sessions.get(hex(key)) ?? null) : null;
    if (request._.startsWith('auth.') || request._ === 'account.getPassword') return this.answerLogin(request, key);
    if (userId === null) return error(401, 'AUTH_KEY_UNREGISTERED');
    switch (request._) {
      case 'users.getUsers':
        return [this.user];
      case 'updates.getState':
        return this.accountState();
      case 'updates.getDifference':
        return this.difference(request);
      case 'updates.getChannelDifference':
        return this.channelDifference(request);
      case 'messages.getDialogs':
        return this.dialogs(request);
      case 'messages.getHistory':
        return this.history(request);
      case 'messages.getPeerDialogs':
        return this.peerDialogs(request);
      case 'channels.getChannels': {
        // A user account must name a channel with its access hash (0 is for bots): the client learns it from the dialogs.
        const channels = request.id.map((input) => this.channelOf(input));
        if (channels.some((channel) => channel === null)) return error(400, 'CHANNEL_INVALID');
        return { _: 'messages.chats', chats: channels.flatMap((channel) => (channel ? [channel.raw] : [])) };
      }
      default:
        this.unknownMethods.push(request._);
        return error(400, `METHOD_NOT_IN_FAKE_TELEGRAM`);
    }
  }

  private floodSecondsLeft(method: string): number | undefined {
    const window = this.floodWindows.get(method);
    if (!window) return undefined;
    if (window.until === undefined) {
      if (window.afterCalls > 0) {
        window.afterCalls -= 1;
        return undefined;
      }
      window.until = Date.now() + window.seconds * 1000;
    }
    const left = window.until - Date.now();
    if (left > 0) return Math.ceil(left / 1000);
    this.floodWindows.delete(method);
    return undefined;
  }

  private answerLogin(request: tl.RpcMethod, key: Uint8Array | null): unknown {
    switch (request._) {
      case 'auth.sendCode':
        return this.sendCode(request.phoneNumber);
      case 'auth.resendCode': {
        const pending = this.codes.get(request.phoneCodeHash);
        if (!pending) return error(400, 'PHONE_CODE_EXPIRED');
        this.codes.delete(request.phoneCodeHash);
        return this.sendCode(pending.phone, 'sms');
      }
      case 'auth.signIn': {
        const pending = this.codes.get(request.phoneCodeHash);
        if (!pending || pending.expired) return error(400, 'PHONE_CODE_EXPIRED');
        const verification = request.emailVerification;
        const code = pending.byEmail ? (verification?._ === 'emailVerificationCode' ? verification.code : undefined) : request.phoneCode;
        if (!code) return error(400, 'PHONE_CODE_EMPTY');
        if (code !== pending.code) return error(400, pending.byEmail ? 'EMAIL_CODE_INVALID' : 'PHONE_CODE_INVALID');
        this.codes.delete(request.phoneCodeHash);
        if (this.password) return error(401, 'SESSION_PASSWORD_NEEDED');
        return this.logIn(key);
      }
      case 'account.getPassword':
        return this.passwordChallenge();
      case 'auth.checkPassword':
        return this.checkPassword(request.password, key);
      default:
        this.unknownMethods.push(request._);
        return error(400, 'METHOD_NOT_IN_FAKE_TELEGRAM');
    }
  }

  private sendCode(phoneNumber: string, answer = this.loginAnswer): unknown {
    if (!/^\d{7,15}$/.test(phoneNumber)) return error(400, 'PHONE_NUMBER_INVALID');
    if (this.bannedPhones.has(phoneNumber)) return error(400, 'PHONE_NUMBER_BANNED');
    const phoneCodeHash = randomBytes(8).toString('hex');
    if (answer === 'payment required')
      return {
        _: 'auth.sentCodePaymentRequired',
        storeProduct: 'org.telegram.telegramPremium.monthly.code_x1',
        phoneCodeHash,
        supportEmailAddress: 'sms@telegram.org',
        supportEmailSubject: `Login code for ${phoneNumber}`,
        premiumDays: 30,
        currency: 'USD',
        amount: Long.fromNumber(499),
      };
    const code = answer === 'sms phrase' ? 'apple banana cherry' : String(randomInt(10_000, 99_999));
    this.codes.set(phoneCodeHash, { phone: phoneNumber, code, expired: false, byEmail: answer === 'email' });
    const types: Record<typeof answer, tl.auth.TypeSentCodeType> = {
      app: { _: 'auth.sentCodeTypeApp', length: 5 },
      sms: { _: 'auth.sentCodeTypeSms', length: 5 },
      'sms phrase': { _: 'auth.sentCodeTypeSmsPhrase', beginning: 'apple' },
      email: { _: 'auth.sentCodeTypeEmailCode', emailPattern: 't****@e******.com', length: 5 },
      'email setup required': { _: 'auth.sentCodeTypeSetUpEmailRequired' },
    };
    return {
      _: 'auth.sentCode',
      type: types[answer],
      phoneCodeHash,
      nextType: { _: 'auth.codeTypeSms' },
      timeout: 60,
    };
  }

  private logIn(key: Uint8Array | null): unknown {
    if (key === null) return error(401, 'AUTH_KEY_UNREGISTERED');
    this.sessions.set(hex(key), this.user.id);
    return { _: 'auth.authorization', user: this.user };
  }

  // Two-step verification is SRP (https://core.telegram.org/api/srp): the client proves it knows
  // the password without sending it. The fake plays the server's side of the exchange.
  private async passwordChallenge(): Promise<unknown> {
    if (!this.password)
      return {
        _: 'account.password',
        hasPassword: false,
        newAlgo: { _: 'passwordKdfAlgoUnknown' },
        newSecureAlgo: { _: 'securePasswordKdfAlgoUnknown' },
        secureRandom: randomBytes(32),
      };
    const { salt1, salt2, p, g } = SRP_GROUP;
    const v = modPow(BigInt(g), toBigInt(await computePasswordHash(crypto, Buffer.from(this.password.value), salt1, salt2)), toBigInt(p));
    const b = toBigInt(randomBytes(256));
    const k = toBigInt(sha256(p, toBytes(BigInt(g))));
    const B = toBytes((k * v + modPow(BigInt(g), b, toBigInt(p))) % toBigInt(p));
    this.srp = { b, B, id: Long.fromNumber(randomInt(1, 2 ** 47)) };
    return {
      _: 'account.password',
      hasPassword: true,
      currentAlgo: { _: 'passwordKdfAlgoSHA256SHA256PBKDF2HMACSHA512iter100000SHA256ModPow', salt1, salt2, g, p },
      srpB: B,
      srpId: this.srp.id,
      hint: this.password.hint,
      newAlgo: { _: 'passwordKdfAlgoUnknown' },
      newSecureAlgo: { _: 'securePasswordKdfAlgoUnknown' },
      secureRandom: randomBytes(32),
    };
  }

  private async checkPassword(check: tl.TypeInputCheckPasswordSRP, key: Uint8Array | null): Promise<unknown> {
    if (!this.password || !this.srp || check._ !== 'inputCheckPasswordSRP' || !check.srpId.eq(this.srp.id))
      return error(400, 'SRP_ID_INVALID');
    const { salt1, salt2, p, g } = SRP_GROUP;
    const P = toBigInt(p);
    const v = modPow(BigInt(g), toBigInt(await computePasswordHash(crypto, Buffer.from(this.password.value), salt1, salt2)), P);
    const A = toBigInt(check.A);
    const u = toBigInt(sha256(toBytes(A), this.srp.B));
    const S = modPow((A * modPow(v, u, P)) % P, this.srp.b, P);
    const K = sha256(toBytes(S));
    const hP = sha256(p);
    const hG = sha256(toBytes(BigInt(g)));
    const expected = sha256(
      hP.map((byte, i) => byte ^ (hG[i] ?? 0)),
      sha256(salt1),
      sha256(salt2),
      toBytes(A),
      this.srp.B,
      K,
    );
    this.srp = null;
    if (!Buffer.from(check.M1).equals(Buffer.from(expected))) return error(400, 'PASSWORD_HASH_INVALID');
    return this.logIn(key);
  }

  private channel(channelId: number): FakeChannel {
    const channel = this.channels.get(channelId);
    if (!channel) throw new Error(`no channel ${channelId} in the fake Telegram`);
    return channel;
  }

  private channelOf(input: tl.TypeInputChannel | tl.TypeInputPeer): FakeChannel | null {
    if (input._ !== 'inputChannel' && input._ !== 'inputPeerChannel') return null;
    const channel = this.channels.get(input.channelId);
    return channel && channel.raw.accessHash?.eq(input.accessHash) ? channel : null;
  }

  private publish(channel: FakeChannel, update: (pts: number) => tl.TypeUpdate): void {
    channel.pts += 1;
    const made = update(channel.pts);
    channel.events.push({ pts: channel.pts, update: made });
    if (!this.online || this.unpushed.has(channel.raw.id)) return;
    const message = made._ === 'updateNewChannelMessage' || made._ === 'updateEditChannelMessage' ? [made.message] : [];
    const chats = this.chatsOf(message, channel);
    for (const connection of this.connections) {
      connection.pushUpdates({ _: 'updates', updates: [made], users: [], chats, date: now(), seq: 0 });
    }
  }

  /** The chats an answer names: the channel, and those its messages were forwarded from (Telegram sends every peer it mentions). */
  private chatsOf(messages: readonly tl.TypeMessage[], channel?: FakeChannel, group?: FakeGroup): tl.TypeChat[] {
    const chatOf = (peer: tl.TypePeer | undefined): tl.TypeChat[] => {
      const chat =
        peer?._ === 'peerChannel'
          ? this.channels.get(peer.channelId)?.raw
          : peer?._ === 'peerChat'
            ? this.groups.get(peer.chatId)?.raw
            : undefined;
      return chat ? [chat] : [];
    };
    const mentioned = messages.flatMap((message) => {
      if (message._ === 'messageEmpty') return [];
      const own = chatOf(message.peerId);
      if (message._ === 'message') return [...own, ...chatOf(message.fwdFrom?.fromId)];
      const { action } = message;
      if (action._ === 'messageActionChatMigrateTo') return [...own, ...chatOf({ _: 'peerChannel', channelId: action.channelId })];
      if (action._ === 'messageActionChannelMigrateFrom') return [...own, ...chatOf({ _: 'peerChat', chatId: action.chatId })];
      return own;
    });
    return [...new Set([...(channel ? [channel.raw] : []), ...(group ? [group.raw] : []), ...mentioned])];
  }

  private accountState(): tl.updates.RawState {
    return { _: 'updates.state', pts: this.accountPts, qts: 0, date: now(), seq: 0, unreadCount: 0 };
  }

  /** What the account missed in its own sequence (basic groups), as updates.getDifference answers it. */
  private difference(request: tl.updates.RawGetDifferenceRequest): unknown {
    const missed = this.accountEvents.filter((event) => event.pts > request.pts);
    if (missed.length === 0) return { _: 'updates.differenceEmpty', date: now(), seq: 0 };
    const newMessages = missed.flatMap(({ update }) => (update._ === 'updateNewMessage' ? [update.message] : []));
    return {
      _: 'updates.difference',
      newMessages,
      newEncryptedMessages: [],
      otherUpdates: missed.flatMap(({ update }) => (update._ === 'updateNewMessage' ? [] : [update])),
      chats: this.chatsOf(newMessages),
      users: [CALLER],
      state: this.accountState(),
    };
  }

  private channelDifference(request: tl.updates.RawGetChannelDifferenceRequest): unknown {
    const channel = this.channelOf(request.channel);
    if (!channel) return error(400, 'CHANNEL_INVALID');
    const missed = channel.events.filter((event) => event.pts > request.pts);
    const timeout = this.channelPollSeconds === undefined ? {} : { timeout: this.channelPollSeconds };
    if (missed.length === 0) return { _: 'updates.channelDifferenceEmpty', final: true, pts: channel.pts, ...timeout };
    if (missed.length > TOO_LONG_DIFFERENCE) return this.differenceTooLong(channel);
    const page = missed.slice(0, Math.max(1, request.limit));
    const final = page.length === missed.length;
    const newMessages = page.flatMap(({ update }) => (update._ === 'updateNewChannelMessage' ? [update.message] : []));
    const otherUpdates = page.flatMap(({ update }) => (update._ === 'updateNewChannelMessage' ? [] : [update]));
    const pts = page[page.length - 1]?.pts ?? channel.pts;
    const chats = this.chatsOf(newMessages, channel);
    return { _: 'updates.channelDifference', final, pts, newMessages, otherUpdates, chats, users: [], ...timeout };
  }

  /**
   * What Telegram answers for a gap too long to replay: the channel's dialog with its current pts
   * and its latest messages only. The rest of the gap is in the history, for the reader to read.
   */
  private differenceTooLong(channel: FakeChannel): unknown {
    const latest = [...channel.messages.values()].sort((a, b) => b.id - a.id).slice(0, TOO_LONG_RECENT);
    return {
      _: 'updates.channelDifferenceTooLong',
      final: true,
      dialog: this.dialogOf(channel),
      messages: latest,
      chats: this.chatsOf(latest, channel),
      users: [],
    };
  }

  private dialogOf(channel: FakeChannel): tl.RawDialog {
    return { ...dialogOf({ _: 'peerChannel', channelId: channel.raw.id }, channel.lastMessageId), pts: channel.pts };
  }

  /** messages.getPeerDialogs: the dialogs of the chats asked for (how a client opens a chat: its pts). */
  private peerDialogs(request: tl.messages.RawGetPeerDialogsRequest): unknown {
    const channels = request.peers.flatMap((dialogPeer) => {
      const channel = dialogPeer._ === 'inputDialogPeer' ? this.channelOf(dialogPeer.peer) : null;
      return channel ? [channel] : [];
    });
    if (channels.length === 0) return error(400, 'PEER_ID_INVALID');
    return {
      _: 'messages.peerDialogs',
      dialogs: channels.map((channel) => this.dialogOf(channel)),
      messages: channels.flatMap((channel) => {
        const top = channel.messages.get(channel.lastMessageId);
        return top ? [top] : [];
      }),
      chats: channels.map((channel) => channel.raw),
      users: [],
      state: { _: 'updates.state', pts: 1, qts: 0, date: now(), seq: 0, unreadCount: 0 },
    };
  }

  private dialogs(request: tl.messages.RawGetDialogsRequest): unknown {
    // Channels and basic groups, newest first; a group upgraded to a supergroup is no longer listed.
    const chats: Array<FakeChannel | FakeGroup> = [
      ...this.channels.values(),
      ...[...this.groups.values()].filter((group) => !group.raw.deactivated),
    ];
    const topDate = (chat: FakeChannel | FakeGroup) => chat.messages.get(chat.lastMessageId)?.date ?? chat.raw.date;
    const newestFirst = chats.sort((a, b) => topDate(b) - topDate(a) || b.raw.id - a.raw.id);
    const offset = request.offsetPeer;
    const isOffset = (chat: FakeChannel | FakeGroup) =>
      (offset._ === 'inputPeerChannel' && chat.raw._ === 'channel' && chat.raw.id === offset.channelId) ||
      (offset._ === 'inputPeerChat' && chat.raw._ === 'chat' && chat.raw.id === offset.chatId);
    const after = newestFirst.findIndex(isOffset) + 1;
    const page = newestFirst.slice(after, after + request.limit);
    const top = page.flatMap((chat) => {
      const message = chat.messages.get(chat.lastMessageId);
      return message ? [message] : [];
    });
    return {
      _: 'messages.dialogs',
      dialogs: page.map((chat) =>
        'pts' in chat ? this.dialogOf(chat) : dialogOf({ _: 'peerChat', chatId: chat.raw.id }, chat.lastMessageId),
      ),
      messages: top,
      chats: page.map((chat) => chat.raw),
      // The users its messages name: a group's are written by a member.
      users: top.some((message) => message.fromId?._ === 'peerUser') ? [CALLER] : [],
    };
  }

  /** messages.getHistory: a channel's (messages.channelMessages) or a basic group's (messages.messages). */
  private history(request: tl.messages.RawGetHistoryRequest): unknown {
    if (request.peer._ === 'inputPeerChat') {
      const group = this.groups.get(request.peer.chatId);
      if (!group) return error(400, 'PEER_ID_INVALID');
      const page = historyPage(group.messages, request);
      // A basic group's history is a plain messages.messages.
      return { _: 'messages.messages', messages: page, chats: this.chatsOf(page, undefined, group), users: [CALLER] };
    }
    const channel = this.channelOf(request.peer);
    if (!channel) return error(400, 'CHANNEL_INVALID');
    const page = historyPage(channel.messages, request);
    return {
      _: 'messages.channelMessages',
      pts: channel.pts,
      count: channel.messages.size,
      messages: page,
      topics: [],
      chats: this.chatsOf(page, channel),
      users: [],
    };
  }

  /** A service message in a channel (here: the title changed), as Telegram posts one. */
  postServiceMessage(channelId: number, title: string): number {
    const channel = this.channel(channelId);
    channel.raw.title = title;
    const id = ++channel.lastMessageId;
    const message = {
      _: 'messageService',
      id,
      peerId: { _: 'peerChannel', channelId },
      date: now(),
      post: channel.raw.broadcast === true,
      action: { _: 'messageActionChatEditTitle', title },
    } as tl.RawMessageService;
    channel.messages.set(id, message as unknown as tl.RawMessage);
    this.publish(channel, (pts) => ({ _: 'updateNewChannelMessage', message, pts, ptsCount: 1 }));
    return id;
  }

  /** The account leaves a channel: it is no longer in its dialogs. */
  leaveChannel(channelId: number): void {
    this.channel(channelId);
    this.channels.delete(channelId);
  }
}

/** A message as Telegram sends one: text (or a photo's caption) with entities, a forward header, a topic, URL buttons. */
function messageOf(id: number, peerId: tl.TypePeer, post: FakePost, isPost: boolean): tl.RawMessage {
  return {
    _: 'message',
    id,
    peerId,
    date: post.date ?? now(),
    message: post.text,
    post: isPost,
    ...(post.entities ? { entities: post.entities } : {}),
    ...(post.photo ? { media: photoMedia(id) } : {}),
    ...(post.forwardedFrom
      ? {
          fwdFrom: {
            _: 'messageFwdHeader',
            fromId: { _: 'peerChannel', channelId: post.forwardedFrom.channelId },
            channelPost: post.forwardedFrom.messageId,
            date: post.forwardedFrom.date,
          },
        }
      : {}),
    ...(post.topicId ? { replyTo: { _: 'messageReplyHeader', forumTopic: true, replyToMsgId: post.topicId } } : {}),
    ...(post.buttons
      ? {
          replyMarkup: {
            _: 'replyInlineMarkup',
            rows: post.buttons.map((row) => ({
              _: 'keyboardButtonRow',
              buttons: row.map((button) => ({ _: 'keyboardButtonUrl', text: button.text, url: button.url })),
            })),
          },
        }
      : {}),
  };
}

/** A photo as Telegram describes one in a message (the file itself is never fetched). */
function photoMedia(id: number): tl.TypeMessageMedia {
  return {
    _: 'messageMediaPhoto',
    photo: {
      _: 'photo',
      id: Long.fromNumber(5_000_000 + id),
      accessHash: Long.fromNumber(id * 11 + 5),
      fileReference: new Uint8Array([1, 2, 3]),
      date: now(),
      sizes: [{ _: 'photoSize', type: 'x', w: 800, h: 600, size: 40_000 }],
      dcId: 2,
    },
  };
}

/**
 * messages.getHistory as Telegram pages it: newest first from the offset (the first message
 * older than offset_id, or than offset_date), shifted by add_offset (negative: towards newer
 * messages), at most 100, within min_id and max_id.
 */
function historyPage(messages: ReadonlyMap<number, tl.RawMessage>, request: tl.messages.RawGetHistoryRequest): tl.RawMessage[] {
  const newestFirst = [...messages.values()].sort((a, b) => b.id - a.id);
  let position = 0;
  if (request.offsetId > 0) position = indexOrEnd(newestFirst, (message) => message.id < request.offsetId);
  else if (request.offsetDate > 0) position = indexOrEnd(newestFirst, (message) => message.date < request.offsetDate);
  const start = Math.max(0, position + request.addOffset);
  const end = Math.max(start, Math.min(position + request.addOffset + Math.min(request.limit, 100), newestFirst.length));
  return newestFirst
    .slice(start, end)
    .filter((message) => (request.minId === 0 || message.id > request.minId) && (request.maxId === 0 || message.id < request.maxId));
}

/** A chat's dialog, read: a channel's also carries its pts. */
function dialogOf(peer: tl.TypePeer, topMessage: number): tl.RawDialog {
  return {
    _: 'dialog',
    peer,
    topMessage,
    readInboxMaxId: 0,
    readOutboxMaxId: 0,
    unreadCount: 0,
    unreadMentionsCount: 0,
    unreadReactionsCount: 0,
    unreadPollVotesCount: 0,
    notifySettings: { _: 'peerNotifySettings' },
  };
}

function indexOrEnd<T>(list: readonly T[], test: (item: T) => boolean): number {
  const index = list.findIndex(test);
  return index === -1 ? list.length : index;
}

// --- SRP arithmetic: the 2048-bit group Telegram uses is a safe prime like RFC 3526's (node has it) ---
const crypto = new NodeCryptoProvider();
const SRP_GROUP = {
  p: new Uint8Array(getDiffieHellman('modp14').getPrime()),
  g: 2,
  salt1: new Uint8Array(randomBytes(40)),
  salt2: new Uint8Array(randomBytes(16)),
};

function sha256(...parts: Uint8Array[]): Uint8Array {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

function toBigInt(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
}

function toBytes(value: bigint): Uint8Array {
  return new Uint8Array(Buffer.from(value.toString(16).padStart(512, '0'), 'hex'));
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}
