import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from './zod-pipe.js';

describe('ZodPipe', () => {
  const pipe = new ZodPipe(z.array(z.object({ text: z.string(), links: z.array(z.url()).optional() })));

  it('answers the parsed value', () => {
    expect(pipe.transform([{ text: 'a' }])).toEqual([{ text: 'a' }]);
  });

  it('throws a 400 whose message names the bad field with its position', () => {
    let caught: unknown;
    try {
      pipe.transform([{ text: 'a' }, { text: 'b', links: ['not a url'] }]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BadRequestException);
    expect((caught as BadRequestException).message).toMatch(/^\[1\]\.links\[0\]: /);
  });
});
