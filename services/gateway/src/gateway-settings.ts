import { Global, Module, type DynamicModule } from '@nestjs/common';

/** Timings of the gateway that tests shorten; production uses the defaults. */
export interface GatewaySettings {
  /** How long GET /api/analyze/full waits for the analyzer before answering without it. */
  analysisWaitMs: number;
  /**
   * How long a checked dashboard fingerprint is trusted when no event said otherwise: the bound
   * on how late a change that no event announces (a reprocess run, an edit, an archive through
   * another replica) reaches the cached lists.
   */
  fingerprintTrustMs: number;
  /**
   * How often the live feed pings its sockets and re-checks their sessions: a socket that
   * answered no ping since the last one is closed, and so is one whose session has ended
   * (expired or deleted in Redis).
   */
  liveFeedHeartbeatMs: number;
  /**
   * How far back the versions clients asked for count when a shared response of changes is
   * built (ResponseCache.changes): a few seconds of polls, so one build serves the clients
   * polling after it, and one far-behind client widens the shared response only for that long.
   */
  sharedChangesWindowMs: number;
}

export const defaultGatewaySettings: GatewaySettings = {
  analysisWaitMs: 15_000,
  fingerprintTrustMs: 1_000,
  liveFeedHeartbeatMs: 30_000,
  sharedChangesWindowMs: 3_000,
};

export const GATEWAY_SETTINGS = Symbol('GatewaySettings');

/** The gateway's timings for every feature module (tests pass shorter ones to GatewayModule.create). */
@Global()
@Module({})
export class GatewaySettingsModule {
  static forRoot(settings: GatewaySettings): DynamicModule {
    return { module: GatewaySettingsModule, providers: [{ provide: GATEWAY_SETTINGS, useValue: settings }], exports: [GATEWAY_SETTINGS] };
  }
}
