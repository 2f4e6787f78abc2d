import * as z from 'zod/mini';
import { FEATURES } from '../../shared/permissions';
import { createTenant } from './service';
import { parse } from '../lib/validate';

const OnboardingEvent = z.object({
  slug: z.string(),
  name: z.optional(z.string()),
  features: z.optional(z.array(z.enum(FEATURES))),
  timeZone: z.optional(z.string().check(z.maxLength(64))),
  admin: z.object({
    username: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(8)),
    email: z.optional(z.email()),
    name: z.optional(z.string()),
  }),
});

/** Invoked directly (by the CLI or an operator), never through the HTTP API. */
export const handler = async (event: unknown) => {
  const registry = await createTenant(parse(OnboardingEvent, event));
  return { slug: registry.slug, userPoolId: registry.userPoolId, userPoolClientId: registry.userPoolClientId };
};
