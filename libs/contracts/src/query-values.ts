import { z } from 'zod';
import { storableText } from './message-text.js';

/**
 * Building blocks for query strings, where every value arrives as text. A parameter given
 * twice arrives as an array and is refused like any other wrong value.
 */

/** A whole number written in decimal digits (with a leading - where min is below 0), between min and max. */
export function queryInteger(options: { min: number; max: number }) {
  return z
    .string()
    .regex(options.min < 0 ? /^-?\d{1,15}$/ : /^\d{1,15}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(options.min).max(options.max));
}

/** Free text, trimmed; empty text means the filter is not set. */
export function optionalQueryText(maxLength: number) {
  return storableText(maxLength)
    .optional()
    .transform((text) => {
      const trimmed = text?.trim() ?? '';
      return trimmed === '' ? undefined : trimmed;
    });
}

/** A non-negative decimal written as free text ('2', '2.5', '.5'); empty means not set. */
export function optionalQueryDecimal() {
  return z
    .string()
    .max(32)
    .optional()
    .transform((text, context) => {
      const trimmed = text?.trim() ?? '';
      if (trimmed === '') return undefined;
      const value = /^(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      if (!Number.isFinite(value)) {
        context.addIssue({ code: 'custom', message: 'must be a non-negative decimal number' });
        return z.NEVER;
      }
      return value;
    });
}

/** 'true' or 'false'; absent means the default. */
export function queryBoolean(defaultValue: boolean) {
  return z
    .enum(['true', 'false'])
    .optional()
    .transform((text) => (text === undefined ? defaultValue : text === 'true'));
}
