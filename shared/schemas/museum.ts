import * as z from 'zod/mini';
import { responseSchema } from './common';
import { canonicalTimeZone } from '../time-zone';

export const TIME_ZONE_MESSAGE = 'Choose a time zone by its IANA name, such as Europe/Malta.';

/** An IANA zone name, given back in its canonical spelling. */
export const TimeZoneSchema = z.pipe(
  z.string({ error: TIME_ZONE_MESSAGE }).check(z.trim(), z.refine((v) => canonicalTimeZone(v) !== undefined, TIME_ZONE_MESSAGE)),
  z.transform((v) => canonicalTimeZone(v) as string),
);

/** The signed-in user's museum: what the console needs at sign-in beyond the user. */
export const MuseumSchema = responseSchema(() =>
  z.object({
    slug: z.string(),
    name: z.string(),
    timeZone: z.string(),
    features: z.array(z.string()),
  }),
);
export type Museum = z.infer<typeof MuseumSchema>;

/** What an administrator may change of the museum: its time zone. */
export const MuseumUpdateSchema = z.object({ timeZone: TimeZoneSchema });
export type MuseumUpdate = z.infer<typeof MuseumUpdateSchema>;
