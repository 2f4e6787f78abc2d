import { randomUUID } from 'node:crypto';
import { can } from '../../shared/permissions';
import type { LanguageInput } from '../../shared/schemas/vocabulary';
import { loggable, writeWithLog, type Change, type Committed, type Tx } from '../lib/change-log';
import type { RequestContext } from '../lib/context';
import { checkDeleteVersions } from '../lib/delete-versions';
import { AppLanguageEntity } from '../lib/entities/app-language';
import { DefaultLanguageEntity } from '../lib/entities/default-language';
import { UniqueValueEntity } from '../lib/entities/unique-value';
import { ConflictError, ForbiddenError, NotFoundError, StaleVersionError, ValidationError } from '../lib/errors';
import { isoLanguage } from '../lib/iso-languages';
import { toLanguageDto, type LanguageRecord } from './language-reads';
import { poisLackingContentIn } from './lacking-content';

/**
 * App languages (spec 1 sections 2, 3 and 4): the Settings Language tab and the /languages
 * screen edit the same records; their list is `language-reads.ts`, which a cold start loads alone. Exactly one language is the app's default; the default-language
 * pointer item, changed on a condition in the same transaction as the flags, keeps it so.
 */
type Flags = { usedInMobileApp: boolean; defaultInMobileApp: boolean; directionRightToLeft: boolean };

const ENTITY_TYPE = 'language';
/** What a language write touches: the language, the claim on its code, the default pointer. */
const LANGUAGE_WRITES = { appLanguage: AppLanguageEntity, uniqueValue: UniqueValueEntity, defaultLanguage: DefaultLanguageEntity };
const CLAIM_KIND = 'language';
/** Concurrent "set default" calls re-read and try again; each attempt is one transaction. */
const DEFAULT_ATTEMPTS = 12;

function isoOf(code: string) {
  const iso = isoLanguage(code);
  if (!iso) throw new ValidationError(`There is no ISO 639-1 language ${code}.`, { isoLanguageId: 'Select a language.' });
  return iso;
}

/** The flags after a change: a default language is always an app language. */
export function nextFlags(current: Flags, input: Partial<Flags>): Flags {
  const defaultInMobileApp = input.defaultInMobileApp ?? current.defaultInMobileApp;
  return {
    defaultInMobileApp,
    usedInMobileApp: defaultInMobileApp || (input.usedInMobileApp ?? current.usedInMobileApp),
    directionRightToLeft: input.directionRightToLeft ?? current.directionRightToLeft,
  };
}

const NO_FLAGS: Flags = { usedInMobileApp: false, defaultInMobileApp: false, directionRightToLeft: false };

/** The app flags are App CMS settings (spec 1 section 6): the Settings list alone does not change them. */
function requireAppCmsWrite(ctx: RequestContext, before: Flags, after: Flags) {
  const changed = before.usedInMobileApp !== after.usedInMobileApp || before.defaultInMobileApp !== after.defaultInMobileApp || before.directionRightToLeft !== after.directionRightToLeft;
  if (changed && !can(ctx.grant, 'appcms', 'write')) throw new ForbiddenError('Changing the app languages needs write permission on App CMS.');
}

async function requireLanguage(tenant: string, id: string): Promise<LanguageRecord> {
  const { data } = await AppLanguageEntity.get({ tenant, id }).go({ consistent: true });
  if (!data) throw new NotFoundError(`There is no language ${id}.`);
  return data;
}

async function defaultPointer(tenant: string) {
  const { data } = await DefaultLanguageEntity.get({ tenant }).go({ consistent: true });
  return data?.languageId;
}

/** The default moved between our read and our write: read again and retry. */
class DefaultMovedError extends Error {}

/** A language becoming the default must have content for every POI (spec 1 section 8). */
async function requirePoiContent(ctx: RequestContext, code: string) {
  const items = await poisLackingContentIn(ctx.tenant, code);
  if (items.length) {
    const title = isoLanguage(code)?.title ?? code;
    throw new ConflictError(`${items.length} POI${items.length === 1 ? ' has' : 's have'} no content in ${title} yet.`, { items });
  }
}

/**
 * The writes that make `targetId` the default: the pointer (on the condition that it still names
 * `previous`) and the previous default's flag. Both reject when another writer got there first.
 */
function takeDefault(e: Tx<'defaultLanguage' | 'appLanguage'>, tenant: string, targetId: string, previous: LanguageRecord | undefined, pointer: string | undefined): Committed[] {
  const writes: Committed[] = [];
  if (pointer === undefined) writes.push(e.defaultLanguage.create({ tenant, languageId: targetId }).commit());
  else if (pointer !== targetId) {
    writes.push(
      e.defaultLanguage
        .patch({ tenant })
        .set({ languageId: targetId })
        .where((attr, op) => op.eq(attr.languageId, pointer))
        .commit(),
    );
  }
  if (previous && previous.id !== targetId) {
    writes.push(
      e.appLanguage
        .patch({ tenant, id: previous.id })
        .set({ defaultInMobileApp: false, version: previous.version + 1 })
        .where((attr, op) => op.eq(attr.version, previous.version))
        .commit(),
    );
  }
  return writes;
}

type Plan = {
  changes: Change[];
  /** The language's own writes (create or patch, and the code claims); they come first. */
  own: (e: Tx<'appLanguage' | 'uniqueValue'>) => Committed[];
  ownRejected: (index: number) => Error;
  result: LanguageRecord;
};

/**
 * Runs a plan. Only the default-pointer race is retried, with the pointer and the previous
 * default read again; the plan itself is built once, so the language's own writes keep the
 * version the caller sent. Re-reading that version on a retry would let every stale writer win.
 */
async function commit(ctx: RequestContext, takesDefault: boolean, plan: Plan): Promise<LanguageRecord> {
  const { changes, own, ownRejected, result } = plan;
  for (let attempt = 1; ; attempt++) {
    const pointer = takesDefault ? await defaultPointer(ctx.tenant) : undefined;
    const previous = takesDefault && pointer && pointer !== result.id ? await AppLanguageEntity.get({ tenant: ctx.tenant, id: pointer }).go({ consistent: true }).then((r) => r.data ?? undefined) : undefined;
    try {
      let ownCount = 0;
      await writeWithLog(
        ctx,
        [...changes, ...(previous ? [{ action: 'UPDATE' as const, entityType: ENTITY_TYPE, entityId: previous.id, oldValue: loggable(previous), newValue: loggable({ ...previous, defaultInMobileApp: false, version: previous.version + 1 }) }] : [])],
        LANGUAGE_WRITES,
        (e) => {
          const writes = own(e);
          ownCount = writes.length;
          return [...writes, ...(takesDefault ? takeDefault(e, ctx.tenant, result.id, previous, pointer) : [])];
        },
        (index) => (index < ownCount ? ownRejected(index) : new DefaultMovedError()),
      );
      return result;
    } catch (error) {
      if (!(error instanceof DefaultMovedError)) throw error;
      if (attempt >= DEFAULT_ATTEMPTS) throw new ConflictError('The default language was changed by someone else at the same time. Reload and try again.');
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 25 * attempt));
    }
  }
}

function claimCode(e: Tx<'uniqueValue'>, tenant: string, code: string, ownerId: string): Committed {
  return e.uniqueValue.create({ tenant, kind: CLAIM_KIND, value: code, ownerId }).commit();
}

const duplicate = (code: string) => {
  const message = `${isoLanguage(code)?.title ?? code} is already in the list.`;
  return new ConflictError(message, { field: 'isoLanguageId', fieldErrors: { isoLanguageId: message } });
};

/** What a create names: the language and its flags (a new record has no version yet). */
export type LanguageCreate = Omit<LanguageInput, 'version'> & { isoLanguageId: string };
/** What an update names: the change and the version the caller read, which the write conditions on. */
export type LanguageUpdate = Omit<LanguageInput, 'version'> & { version: number };

export async function addLanguage(ctx: RequestContext, input: LanguageCreate) {
  const iso = isoOf(input.isoLanguageId);
  const flags = nextFlags(NO_FLAGS, input);
  requireAppCmsWrite(ctx, NO_FLAGS, flags);
  if (flags.defaultInMobileApp) await requirePoiContent(ctx, iso.code);
  const id = randomUUID();
  const record: LanguageRecord = { tenant: ctx.tenant, id, code: iso.code, ...flags, version: 1 };
  const saved = await commit(ctx, flags.defaultInMobileApp, {
    changes: [{ action: 'CREATE', entityType: ENTITY_TYPE, entityId: id, newValue: loggable(record) }],
    own: (e) => [e.appLanguage.create(record).commit(), claimCode(e, ctx.tenant, iso.code, id)],
    ownRejected: () => duplicate(iso.code),
    result: record,
  });
  return toLanguageDto(saved);
}

export async function updateLanguage(ctx: RequestContext, id: string, input: LanguageUpdate) {
  const current = await requireLanguage(ctx.tenant, id);
  // The caller's version, never the stored one: the write below conditions on exactly it.
  if (input.version !== current.version) throw new StaleVersionError('language');
  const code = input.isoLanguageId ? isoOf(input.isoLanguageId).code : current.code;
  const flags = nextFlags(current, input);
  requireAppCmsWrite(ctx, current, flags);
  if (current.defaultInMobileApp && !flags.defaultInMobileApp) {
    throw new ConflictError(`${isoLanguage(current.code)?.title ?? current.code} is the app's default language. Make another language the default first.`);
  }
  const takesDefault = flags.defaultInMobileApp && !current.defaultInMobileApp;
  if (takesDefault || (flags.defaultInMobileApp && code !== current.code)) await requirePoiContent(ctx, code);

  const next: LanguageRecord = { ...current, code, ...flags, version: input.version + 1 };
  const recoded = code !== current.code;
  const saved = await commit(ctx, takesDefault, {
    changes: [{ action: 'UPDATE', entityType: ENTITY_TYPE, entityId: id, oldValue: loggable(current), newValue: loggable(next) }],
    own: (e) => [
      e.appLanguage
        .patch({ tenant: ctx.tenant, id })
        .set({ code, usedInMobileApp: next.usedInMobileApp, defaultInMobileApp: next.defaultInMobileApp, directionRightToLeft: next.directionRightToLeft, version: next.version })
        .where((attr, op) => op.eq(attr.version, input.version))
        .commit(),
      ...(recoded ? [claimCode(e, ctx.tenant, code, id), e.uniqueValue.delete({ tenant: ctx.tenant, kind: CLAIM_KIND, value: current.code }).commit()] : []),
    ],
    // Someone saved the language since the caller read it: a 409, never a retry.
    ownRejected: (index) => (index === 0 ? new StaleVersionError('language') : duplicate(code)),
    result: next,
  });
  return toLanguageDto(saved);
}

/**
 * The default language stays: the app always has one (another becomes default first). With
 * `versions` (one per id, as the caller read them) a language deleted is exactly that version;
 * without, the spec's plain `idList` delete removes what is there now.
 */
export async function deleteLanguages(ctx: RequestContext, ids: readonly string[], versions?: readonly number[]) {
  // Removing a language edits the list (setting write); removing one the app uses also changes
  // the app (App CMS write). Each route's row asks for one of the two; the other is checked here.
  if (!can(ctx.grant, 'setting', 'write')) throw new ForbiddenError('Removing a language needs write permission on Settings.');
  const records = await Promise.all([...new Set(ids)].map((id) => requireLanguage(ctx.tenant, id)));
  checkDeleteVersions(records, ids, versions, 'language');
  if (records.some((r) => r.usedInMobileApp) && !can(ctx.grant, 'appcms', 'write')) {
    throw new ForbiddenError('Removing an app language needs write permission on App CMS.');
  }
  const theDefault = records.find((r) => r.defaultInMobileApp);
  if (theDefault) {
    throw new ConflictError(`${isoLanguage(theDefault.code)?.title ?? theDefault.code} is the app's default language. Make another language the default first.`);
  }
  // Four items per language (record, claim, two history entries): chunks stay under 100 per transaction.
  for (let start = 0; start < records.length; start += 20) {
    const chunk = records.slice(start, start + 20);
    await writeWithLog(
      ctx,
      chunk.map((r) => ({ action: 'DELETE' as const, entityType: ENTITY_TYPE, entityId: r.id, oldValue: loggable(r) })),
      LANGUAGE_WRITES,
      (e) => [
        ...chunk.map((r) =>
          e.appLanguage
            .delete({ tenant: ctx.tenant, id: r.id })
            // On the version read above (which is the caller's when sent), never re-read: the
            // history's old value is exactly what was deleted, and a save in between is a 409.
            .where((attr, op) => `${op.eq(attr.defaultInMobileApp, false)} AND ${op.eq(attr.version, r.version)}`)
            .commit(),
        ),
        ...chunk.map((r) => e.uniqueValue.delete({ tenant: ctx.tenant, kind: CLAIM_KIND, value: r.code }).commit()),
      ],
      () => new ConflictError('The languages changed meanwhile. Reload and try again.'),
    );
  }
  return { deleted: records.length };
}

/** A new museum's app speaks English until it is told otherwise; nothing happens once a default exists. */
export async function seedDefaultLanguage(ctx: RequestContext) {
  if (await defaultPointer(ctx.tenant)) return;
  try {
    await addLanguage(ctx, { isoLanguageId: 'en', usedInMobileApp: true, defaultInMobileApp: true });
  } catch (error) {
    // Another seeder won the race: the museum has its default either way.
    if (!(error instanceof ConflictError)) throw error;
  }
}
