import * as z from 'zod/mini';
import { AREA_NAMES, type Area } from '../permissions';

/** A group's rights per area (spec 1 section 3): read and write flags. */
const AreaPermissionSchema = z.object({ read: z.boolean(), write: z.boolean() });
export const PermissionMapSchema = z.partialRecord(z.enum(AREA_NAMES as [Area, ...Area[]]), AreaPermissionSchema);
