import type { DeltaBundle, FullBundle } from '../../shared/schemas/visitor-app';
import { applyBundleDelta } from '../../shared/visitor-app/apply-delta';

/** Asks the API for the language's bundle: whole, or with `since` what changed after that version. */
export type BundleFetch = (since?: number) => Promise<FullBundle | DeltaBundle>;

/** The bundle to show, and whether it is the API's current one or the copy kept on the device (offline). */
export type KeptBundle = { bundle: FullBundle; fresh: boolean };

/**
 * What the service worker answers for a language's bundle. With a kept copy it asks only for what
 * changed since that copy's version and applies it; without a network it answers the copy. A
 * delta that does not fit the copy (another version, say after a failed write) gets the whole
 * bundle again.
 */
export async function keepBundle(kept: FullBundle | undefined, fetchBundle: BundleFetch): Promise<KeptBundle> {
  if (!kept) return { bundle: asFull(await fetchBundle()), fresh: true };
  let answer: FullBundle | DeltaBundle;
  try {
    answer = await fetchBundle(kept.contentVersion);
  } catch {
    return { bundle: kept, fresh: false };
  }
  try {
    return { bundle: applyBundleDelta(kept, answer), fresh: true };
  } catch {
    return { bundle: asFull(await fetchBundle()), fresh: true };
  }
}

function asFull(answer: FullBundle | DeltaBundle): FullBundle {
  if (answer.kind !== 'full') throw new Error('The API answered a delta to a request for the whole bundle.');
  return answer;
}
