import type { tl } from '@mtcute/core';
import { BaseTelegramClient } from '@mtcute/core/client.js';
import { NodePlatform } from '@mtcute/node';
import { NodeCryptoProvider } from '@mtcute/node/utils.js';
import type { BaseClientFactory } from '../account-client.js';
import type { FakeConnection, FakeTelegram } from './fake-telegram.js';

/** The two seams of mtcute's network manager the fake takes over: the connection and the wire. */
interface NetworkSeams {
  connect(): Promise<void>;
  _call(request: tl.RpcMethod): Promise<unknown>;
  /** Where a real connection's socket errors go (then to the client's onError). */
  params: { emitError(error: unknown): void };
}

/**
 * mtcute's client with the fake Telegram in place of the network: RPC calls leave the library
 * where they would go on the wire (below its middlewares: flood waiter, error handling) and the
 * fake answers them; its pushed updates enter where the connection delivers them. Everything
 * above (updates manager, high-level client, peers cache, sessions) is the library's own code.
 * This is what @mtcute/test's StubTelegramClient does, one layer lower.
 */
class FakeTelegramBaseClient extends BaseTelegramClient implements FakeConnection {
  constructor(
    private readonly telegram: FakeTelegram,
    options: Parameters<BaseClientFactory>[0],
  ) {
    super({
      ...options,
      crypto: new NodeCryptoProvider(),
      platform: new NodePlatform(),
      transport: {
        connect: () => Promise.reject(new Error('the fake Telegram has no wire')),
        packetCodec: () => {
          throw new Error('the fake Telegram has no wire');
        },
      },
    });
    const network = this.mt.network as unknown as NetworkSeams;
    network.connect = async () => {
      if (!(await this.authKey())) await this.mt.storage.provider.authKeys.set(this.primaryDc(), this.telegram.newAuthKey());
      this.telegram.attach(this);
      this.mt.onUsable.emit();
    };
    network._call = (request) => this.telegram.answer(request, this);
  }

  override async disconnect(): Promise<void> {
    this.telegram.detach(this);
    await super.disconnect();
  }

  async authKey(): Promise<Uint8Array | null> {
    return this.mt.storage.provider.authKeys.get(this.primaryDc());
  }

  pushUpdates(updates: tl.TypeUpdates): void {
    this.onServerUpdate.emit(updates);
  }

  connectionChanged(lost: boolean, error?: Error): void {
    if (lost) {
      if (error) (this.mt.network as unknown as NetworkSeams).params.emitError(error);
      this.mt.onNetworkChanged.emit(false);
      this.mt.onConnecting.emit();
    } else {
      this.mt.onUsable.emit();
    }
  }

  private primaryDc(): number {
    return this.mt._defaultDcs.main.id;
  }
}

/** Clients that talk to this fake Telegram instead of the network. */
export function fakeTelegramNetwork(telegram: FakeTelegram): BaseClientFactory {
  return (options) => new FakeTelegramBaseClient(telegram, options);
}
