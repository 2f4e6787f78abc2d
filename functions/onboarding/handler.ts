import { z } from 'zod';
import { FEATURES } from '../../shared/permissions';
import { createTenant } from '../lib/onboarding';
import { parse } from '../lib/validate';

const OnboardingEvent = z.object({
  slug: z.string(),
  name: z.string().optional(),
  features: z.array(z.enum(FEATURES)).optional(),
  admin: z.object({ username: z.string().min(1), password: z.string().min(8), email: z.email().optional(), name: z.string().optional() }),
});

/** Invoked directly (by the CLI or an operator), never through the HTTP API. */
export const handler = async (event: unknown) => {
  const registry = await createTenant(parse(OnboardingEvent, event));
  return { slug: registry.slug, userPoolId: registry.userPoolId, userPoolClientId: registry.userPoolClientId };
};
