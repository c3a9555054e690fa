import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Module, Param, Post, Query, type Type } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { z } from 'zod';
import { declaredRoutes, Public, ZodPipe } from '@solana-hub/runtime';
import { ApiRoute, ok } from './api-route.js';
import { openApiDocument } from './openapi-document.js';

const itemId = z.coerce.number().int().positive().describe('The item');
const listQuery = z.object({ limit: z.coerce.number().int().default(20) });
const itemBody = z.object({ name: z.string().min(1) });

@Controller('api/items')
class ItemsController {
  @ApiRoute({ tag: 'items', summary: 'A page of items', answers: [ok(z.array(itemBody))] })
  @Public()
  @Get()
  list(@Query(new ZodPipe(listQuery)) query: z.output<typeof listQuery>): number {
    return query.limit;
  }

  @ApiRoute({ tag: 'items', summary: 'One item', answers: [ok(itemBody)] })
  @Get(':id/:part')
  part(@Param('id', new ZodPipe(itemId)) id: number, @Param('part') part: string): string {
    return `${id}${part}`;
  }

  @ApiRoute({ tag: 'items', summary: 'Make an item', answers: [ok(itemBody)] })
  @Post()
  create(@Body(new ZodPipe(itemBody)) body: z.output<typeof itemBody>): string {
    return body.name;
  }

  @Get('undocumented')
  undocumented(): string {
    return '';
  }
}

/** The document of an application made of one controller. */
async function documentOf(controller: Type): Promise<Record<string, unknown>> {
  @Module({ controllers: [controller] })
  class ItemsModule {}
  const app = await NestFactory.createApplicationContext(ItemsModule, { logger: false });
  try {
    return openApiDocument(declaredRoutes(app), app.get(Reflector));
  } finally {
    await app.close();
  }
}

describe('the OpenAPI document made from the handlers', () => {
  it('documents parameters and bodies with the schemas of the ZodPipes that check them, and only routes with @ApiRoute', async () => {
    const paths = z
      .record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown())))
      .parse((await documentOf(ItemsController)).paths);
    expect(Object.keys(paths).sort()).toEqual(['/api/items', '/api/items/{id}/{part}']);
    expect(paths['/api/items']?.get?.parameters).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', default: 20, minimum: expect.any(Number), maximum: expect.any(Number) },
      },
    ]);
    expect(paths['/api/items']?.get?.security).toEqual([]);
    expect(paths['/api/items/{id}/{part}']?.get?.parameters).toEqual([
      {
        name: 'id',
        in: 'path',
        required: true,
        description: 'The item',
        schema: expect.objectContaining({ type: 'integer', exclusiveMinimum: 0 }),
      },
      { name: 'part', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(JSON.stringify(paths['/api/items']?.post?.requestBody)).toContain('"name":{"type":"string","minLength":1}');
    expect(Object.keys(z.record(z.string(), z.unknown()).parse(paths['/api/items']?.post?.responses))).toEqual(['200', '401']);
  });

  it('refuses a body schema written both in @ApiRoute and in the ZodPipe', async () => {
    @Controller('api/twice')
    class TwiceController {
      @ApiRoute({ tag: 'items', summary: 'Make an item', body: itemBody, answers: [ok(itemBody)] })
      @Post()
      create(@Body(new ZodPipe(itemBody)) body: z.output<typeof itemBody>): string {
        return body.name;
      }
    }
    await expect(documentOf(TwiceController)).rejects.toThrow(
      'POST /api/twice: its ZodPipe documents its body; @ApiRoute must not repeat it',
    );
  });

  it('refuses a body the handler checks itself when @ApiRoute does not give its schema', async () => {
    @Controller('api/unchecked')
    class UncheckedController {
      @ApiRoute({ tag: 'items', summary: 'Make an item', answers: [ok(itemBody)] })
      @Post()
      create(@Body() body: unknown): string {
        return itemBody.parse(body).name;
      }
    }
    await expect(documentOf(UncheckedController)).rejects.toThrow(
      'POST /api/unchecked checks its body itself: @ApiRoute must give its schema',
    );
  });
});
