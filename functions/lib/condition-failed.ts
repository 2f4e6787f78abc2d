/** Whether a write failed on its condition. ElectroDB keeps DynamoDB's own error as the cause. */
export function conditionFailed(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { name?: string } | undefined) : undefined;
  return cause?.name === 'ConditionalCheckFailedException' || (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}
