import { getCurrentUser, signIn, signOut } from 'aws-amplify/auth';

async function hasSignedInUser(): Promise<boolean> {
  try {
    await getCurrentUser();
    return true;
  } catch {
    return false;
  }
}

/**
 * Username and password straight to the tenant's user pool. USER_PASSWORD_AUTH because the local
 * Cognito has no SRP. Amplify refuses to sign in over a stored session, so that one ends first.
 */
export async function signInWithPassword(username: string, password: string): Promise<void> {
  if (await hasSignedInUser()) await signOut();
  const result = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  // A new-password or MFA challenge is a step this console does not offer: treat it as a failed login.
  if (!result.isSignedIn) {
    await signOut();
    throw new Error(`Sign-in stopped at step ${result.nextStep.signInStep}`);
  }
}

/** Ends the stored session; a failure is logged, because the user has left either way. */
export async function signOutQuietly(): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
}
