import { Logger } from '@aws-lambda-powertools/logger';

/** One logger for every function; the service name comes from POWERTOOLS_SERVICE_NAME. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'museum-console' });
