/**
 * The tag every tenant user pool carries, valued with the stack's table name: onboarding sets it
 * when it creates the pool, and the functions' Cognito grants hold only on pools that carry it
 * (`aws:ResourceTag`), so a stack cannot administer another stack's pools or anyone else's.
 */
export const USER_POOL_STACK_TAG = 'museum-console:table';
