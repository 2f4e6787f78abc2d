/** The local emulators' credentials (s3rver is told to accept them); AWS uses the Lambda role's. */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };
