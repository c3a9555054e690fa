import { address, getAddressEncoder, getProgramDerivedAddress } from '@solana/addresses';
import { METAPLEX_METADATA_PROGRAM } from './token-metadata-account.js';

const encoder = getAddressEncoder();

/** A base58 address as its 32 bytes. */
export function mintBytes(mint: string): Buffer {
  return Buffer.from(encoder.encode(address(mint)));
}

/** The mint's Metaplex metadata account: the program address of ["metadata", program id, mint] under the Token Metadata program. */
export async function metaplexMetadataAccount(mint: string): Promise<string> {
  const program = address(METAPLEX_METADATA_PROGRAM);
  const [account] = await getProgramDerivedAddress({
    programAddress: program,
    seeds: ['metadata', encoder.encode(program), encoder.encode(address(mint))],
  });
  return account;
}
