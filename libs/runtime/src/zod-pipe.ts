import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { describeZodError } from '@solana-hub/contracts';

/** Validates a body or query with zod; a bad one is answered 400 {error} naming the field. */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  /** Public for the API reference, which documents a route with the schema that checks it. */
  constructor(readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new BadRequestException(describeZodError(parsed.error));
  }
}
