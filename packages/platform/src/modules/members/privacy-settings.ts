import type { Clock } from '../../clock';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * The site's member privacy settings (`@wix/members` `memberPrivacySettings`): who may see public member profiles
 * (`VISIBLE_TO_ALL`, or `VISIBLE_TO_MEMBERS_ONLY` — a private community, closed to visitors) and who may make their
 * profile public (`ANYONE`, or `NO_ONE` — every profile stays private and joining the community is impossible).
 * Kept in `platform_settings`; unset means the defaults.
 */
export interface MemberPrivacySettings {
  publicMemberVisibility: 'VISIBLE_TO_MEMBERS_ONLY' | 'VISIBLE_TO_ALL';
  publicMemberCandidates: 'NO_ONE' | 'ANYONE';
  /** Incremented by every change; a change must name the current revision. */
  revision: number;
  updatedAt: Date | null;
}

const KEY = 'members.privacy_settings';

/** The settings of a site that never set them. */
export const DEFAULT_PRIVACY_SETTINGS: MemberPrivacySettings = {
  publicMemberVisibility: 'VISIBLE_TO_ALL',
  publicMemberCandidates: 'ANYONE',
  revision: 0,
  updatedAt: null,
};

interface StoredSettings {
  publicMemberVisibility: MemberPrivacySettings['publicMemberVisibility'];
  publicMemberCandidates: MemberPrivacySettings['publicMemberCandidates'];
  revision: number;
}

/**
 * Reads the settings.
 * @param db - database or transaction
 * @param options - `forUpdate` locks the row (changes read, then write)
 */
export async function getPrivacySettings(
  db: Queryable,
  options: { forUpdate?: boolean } = {},
): Promise<MemberPrivacySettings> {
  const rows = await db.query<{ value: StoredSettings; updated_at: Date }>(
    `select value, updated_at from platform_settings where key = $1${options.forUpdate ? ' for update' : ''}`,
    [KEY],
  );
  const row = rows[0];
  return row
    ? { ...DEFAULT_PRIVACY_SETTINGS, ...row.value, updatedAt: row.updated_at }
    : DEFAULT_PRIVACY_SETTINGS;
}

/**
 * Changes the settings. Values left out (or `UNKNOWN`) keep their current value.
 * @param db - the database
 * @param clock - the clock
 * @param input - new values and the revision they were based on
 * @throws ApiError 409 `INVALID_REVISION` when the revision is not the current one (someone changed them meanwhile)
 */
export async function setPrivacySettings(
  db: Database,
  clock: Clock,
  input: {
    publicMemberVisibility?: string | null;
    publicMemberCandidates?: string | null;
    revision: number;
  },
): Promise<MemberPrivacySettings> {
  return db.transaction(async (tx) => {
    // Two first writes would both see "no row": serialise on the key.
    await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [KEY]);
    const current = await getPrivacySettings(tx, { forUpdate: true });
    if (input.revision !== current.revision) {
      throw ApiError.conflict('INVALID_REVISION', 'The settings were changed since this revision was read', {
        revision: String(input.revision),
      });
    }
    const next: StoredSettings = {
      publicMemberVisibility: known(input.publicMemberVisibility, current.publicMemberVisibility),
      publicMemberCandidates: known(input.publicMemberCandidates, current.publicMemberCandidates),
      revision: current.revision + 1,
    };
    const now = clock.now();
    await tx.query(
      `insert into platform_settings (key, value, updated_at) values ($1, $2, $3)
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
      [KEY, JSON.stringify(next), now],
    );
    return { ...next, updatedAt: now };
  });
}

function known<T extends string>(value: string | null | undefined, fallback: T): T {
  return value && value !== 'UNKNOWN' ? (value as T) : fallback;
}

/**
 * The wire form (`memberPrivacySettings`; the revision is an int64 string).
 * @param settings - the settings
 */
export function toPrivacySettingsWire(settings: MemberPrivacySettings): Record<string, unknown> {
  return {
    publicMemberVisibility: settings.publicMemberVisibility,
    publicMemberCandidates: settings.publicMemberCandidates,
    revision: String(settings.revision),
    ...(settings.updatedAt ? { updatedDate: settings.updatedAt.toISOString() } : {}),
  };
}
