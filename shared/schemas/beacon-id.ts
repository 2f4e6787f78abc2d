import * as z from 'zod/mini';
import { APP_MESSAGES } from '../app-content/constants';
import { optional } from './common';

/**
 * A beacon's identity as staff type it and gateways send it: the gateways' scans (`gateway.ts`)
 * read it without the beacons' list and form schemas.
 */
export const BeaconUniqueId = z.string({ error: APP_MESSAGES.uniqueIdRequired }).check(
  z.trim(),
  z.minLength(1, APP_MESSAGES.uniqueIdRequired),
  z.maxLength(100, 'A Unique ID has at most 100 characters.'),
  z.regex(/^[\w.:-]+$/u, 'A Unique ID has only letters, digits and _ - . :'),
);
const MAC_MESSAGE = 'A MAC address is six pairs of hex digits, such as AA:BB:CC:DD:EE:FF.';
export const BeaconMac = optional(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(17, MAC_MESSAGE)),
    z.transform((v) => v.toUpperCase().replaceAll('-', ':') || undefined),
  ),
).check(z.refine((v) => v === undefined || /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/u.test(v), MAC_MESSAGE));
