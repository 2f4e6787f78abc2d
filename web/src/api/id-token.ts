import { fetchAuthSession } from 'aws-amplify/auth';

/** The Cognito ID token (Amplify refreshes it when due); undefined when nobody is signed in. */
export async function currentIdToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch (error) {
    console.error('Could not read the session', error);
    return undefined;
  }
}
