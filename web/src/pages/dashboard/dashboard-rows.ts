import * as z from 'zod/mini';
import { DashboardRowSchema } from '../../../../shared/schemas/dashboard';

export const parseRows = (value: unknown) => z.array(DashboardRowSchema).parse(value);
