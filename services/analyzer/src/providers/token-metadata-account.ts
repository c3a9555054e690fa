import { z } from 'zod';
import { cleanText } from '@solana-hub/contracts';

/** The Metaplex Token Metadata program: the owner of every token's metadata account. */
export const METAPLEX_METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
/** The first byte of a Metaplex metadata account (its `Key::MetadataV1`). */
const METADATA_V1 = 4;
/** key (1), update authority (32), mint (32): then the name, symbol and URI. */
const NAME_OFFSET = 65;
/** A token's name and symbol are short; a Token-2022 mint's may be any length, and are cut here. */
const MAX_NAME_LENGTH = 100;
const MAX_SYMBOL_LENGTH = 20;

/** A token's name and symbol as a provider (its mint's metadata, DexScreener) states them; null for one it leaves empty. */
export interface OnChainNames {
  name: string | null;
  symbol: string | null;
}

/**
 * A Borsh string: a u32 little-endian length, then that many UTF-8 bytes. Metaplex pads names
 * (32 bytes), symbols (10) and URIs (200) with NUL to a fixed size, inside the length.
 */
function borshString(data: Buffer, offset: number): { text: string; next: number } | null {
  if (offset + 4 > data.length) return null;
  const length = data.readUInt32LE(offset);
  const end = offset + 4 + length;
  if (end > data.length) return null;
  return { text: data.toString('utf8', offset + 4, end), next: end };
}

/** The name or symbol as a trader reads it: the NUL padding and spaces trimmed, control characters made visible, cut to `max`. */
function shownText(text: string | null | undefined, max: number): string | null {
  const trimmed = cleanText((text ?? '').replace(/\0+$/u, '')).trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/** A provider's name and symbol as they can be stored and shown; null when it gives neither. */
export const names = (name: string | null | undefined, symbol: string | null | undefined): OnChainNames | null => {
  const found = { name: shownText(name, MAX_NAME_LENGTH), symbol: shownText(symbol, MAX_SYMBOL_LENGTH) };
  return found.name === null && found.symbol === null ? null : found;
};

/**
 * The name and symbol of a Metaplex metadata account's data (its Borsh layout: key, update
 * authority, mint, then name, symbol and uri as Borsh strings); null when the data is not the
 * metadata of this mint.
 */
export function metaplexNames(data: Buffer, mint: Buffer): OnChainNames | null {
  if (data.length < NAME_OFFSET || data[0] !== METADATA_V1 || !data.subarray(33, NAME_OFFSET).equals(mint)) return null;
  const name = borshString(data, NAME_OFFSET);
  const symbol = name && borshString(data, name.next);
  return symbol ? names(name.text, symbol.text) : null;
}

/** The Token-2022 metadata extension as a Solana node's jsonParsed mint writes it (TokenMetadata). */
const tokenMetadataExtensionSchema = z.object({ name: z.string().nullish(), symbol: z.string().nullish() });

/** The name and symbol of a Token-2022 mint's metadata extension, from its extension states by name (token-extensions.ts). */
export function tokenMetadataNames(extensions: Record<string, unknown>): OnChainNames | null {
  const state = tokenMetadataExtensionSchema.safeParse(extensions['tokenMetadata']).data;
  return state ? names(state.name, state.symbol) : null;
}
