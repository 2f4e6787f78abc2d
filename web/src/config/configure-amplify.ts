import { Amplify } from 'aws-amplify';
import type { ConsoleConfig } from './runtime-config';

/** Token storage stays Amplify's default (local storage), so a reload keeps the session. */
export function configureAmplify(config: ConsoleConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { username: true },
      },
    },
  });
}
