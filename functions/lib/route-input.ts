import * as z from 'zod/mini';
import { pathParams, type RouteDef } from '../../shared/route-def';
import { PathId } from '../../shared/schemas/common';
import { fieldErrors, invalid } from './validate';

type Inputs = {
  params: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: RouteDef['body'];
};

/** A row's input schemas; a `{param}` the row does not describe is a bounded id. */
export function routeInputs(route: RouteDef): Inputs {
  const params = route.params ?? z.object(Object.fromEntries(pathParams(route.path).map((name) => [name, PathId])));
  return { params, query: route.query, body: route.body };
}

type Raw = { params: Record<string, string | undefined>; query: Record<string, string | undefined>; body: unknown };

/**
 * Parses a request's path, query and body with its row's schemas. Every failure of the three is
 * one 400 that names each field (`query.size`, `body.email`) with the message the console shows.
 */
export function parseInput(inputs: Inputs, raw: Raw) {
  const params = inputs.params.safeParse(raw.params);
  const query = inputs.query ? inputs.query.safeParse(raw.query) : { success: true as const, data: undefined };
  const bodySchema = typeof inputs.body === 'function' ? inputs.body(params.success ? (params.data as Record<string, string>) : {}) : inputs.body;
  const body = bodySchema ? bodySchema.safeParse(raw.body) : { success: true as const, data: undefined };
  const errors = {
    ...(params.success ? {} : fieldErrors(params.error.issues, 'path')),
    ...(query.success ? {} : fieldErrors(query.error.issues, 'query')),
    ...(body.success ? {} : fieldErrors(body.error.issues, 'body')),
  };
  if (Object.keys(errors).length) throw invalid(errors);
  return { params: params.data, query: query.data, body: body.data } as { params: never; query: never; body: never };
}
