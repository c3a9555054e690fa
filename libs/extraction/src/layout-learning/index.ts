export { readWithChatLayout, type ChatLayoutInput, type ChatLayoutResult, type TokenFields } from './chat-layout.js';
export { applyLesson } from './layout-lesson.js';
export { learnLayout, type KnownTokenValues, type LayoutLesson } from './learn-layout.js';
export { layoutLines, layoutMessage, type LayoutMessage } from './layout-lines.js';
export {
  DISAGREEMENT_WEIGHT,
  isTrusted,
  LAYOUT_ANCHORS,
  LAYOUT_FIELDS,
  LAYOUT_LINES_FROM,
  MIN_AGREEMENTS,
  ruleKey,
  ruleWeight,
  type LayoutAnchor,
  type LayoutField,
  type LayoutLineFrom,
  type LayoutRule,
  type LayoutRuleCounts,
} from './layout-rule.js';
export { agrees, MARKET_CAP_TOLERANCE, type LayoutValue } from './layout-values.js';
export { readLayoutRule } from './read-layout-rule.js';
export { readWithLayout, trustedRules, type LayoutReading, type LayoutReadings } from './read-with-layout.js';
export { LAYOUT_TEMPLATE_FIELDS, layoutExtractors, layoutRuleExtractor, layoutRulePattern } from './layout-rule-extractor.js';
