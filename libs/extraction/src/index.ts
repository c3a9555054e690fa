export { findAddresses, type Chain, type FoundAddress } from './address-scan.js';
export { extractAlert, type ExtractedAlert, type ExtractedToken } from './extract-alert.js';
export { addressesInLink, type AddressRole, type LinkAddress } from './link-addresses.js';
export { findMarketCap, parseMarketCap } from './market-cap.js';
export { collectUrls, findUrls, toLabelledLinks } from './message-links.js';
export {
  builtInTemplates,
  matchMessageType,
  UNKNOWN_MESSAGE_TYPE,
  type MessageTemplate,
  type TemplatePattern,
} from './message-type.js';
export { isNotTokenAddress, NOT_TOKEN_ADDRESSES } from './not-token-addresses.js';
export { stripInvisibleMarks, toPlainText } from './plain-text.js';
export { isEvmAddress, isSolanaAddress } from './solana-address.js';
export { findTokenAddress, type TokenAddress } from './token-address.js';
export { findTokenIdentity, findTokenName, findTokenSymbol, type TokenIdentity } from './token-names.js';
export { findTrendingLevel, type TrendingLevel } from './trending-level.js';
