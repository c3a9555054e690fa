import type { Type } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { z } from 'zod';
import { ZodPipe } from './zod-pipe.js';

/**
 * What a route parses from a request, read from its handler's parameter decorators: the schema
 * of a ZodPipe on a whole @Body(), @Query() or @Param(), or an object of the named ones
 * (@Param('address', new ZodPipe(...))). Read for the API reference, so the schema a request is
 * checked with is the one it is documented with.
 */
export interface RouteInputs {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A @Body() without a ZodPipe: the handler checks it itself, and the reference must be told its schema. */
  uncheckedBody: boolean;
}

interface ParameterMetadata {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

export function routeInputs(controller: Type, handlerName: string): RouteInputs {
  const declared = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handlerName) ?? {}) as Record<string, ParameterMetadata>;
  const byPart = (part: RouteParamtypes) =>
    Object.entries(declared)
      .filter(([key]) => key.startsWith(`${part}:`))
      .map(([, parameter]) => parameter)
      // In the handler's order: decorators record them last first.
      .sort((a, b) => a.index - b.index);
  const bodies = byPart(RouteParamtypes.BODY);
  return {
    params: objectOf(byPart(RouteParamtypes.PARAM)),
    query: objectOf(byPart(RouteParamtypes.QUERY)),
    body: bodies.map(schemaOf).find(Boolean),
    uncheckedBody: bodies.some((parameter) => !schemaOf(parameter)),
  };
}

/** One schema for the part: the whole one's, else an object of the named ones (text when unchecked, as the router hands them). */
function objectOf(parameters: ParameterMetadata[]): z.ZodType | undefined {
  const whole = parameters
    .filter((parameter) => typeof parameter.data !== 'string')
    .map(schemaOf)
    .find(Boolean);
  if (whole) return whole;
  const named = parameters.flatMap((parameter) =>
    typeof parameter.data === 'string' ? [[parameter.data, schemaOf(parameter) ?? z.string()] as const] : [],
  );
  return named.length ? z.object(Object.fromEntries(named)) : undefined;
}

function schemaOf(parameter: ParameterMetadata): z.ZodType | undefined {
  return parameter.pipes?.find((pipe): pipe is ZodPipe<z.ZodType> => pipe instanceof ZodPipe)?.schema;
}
