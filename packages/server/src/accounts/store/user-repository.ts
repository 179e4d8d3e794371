import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { users } from './tables.ts';
import type { UserRow } from './tables.ts';

/** Register-by-address: the province / city / district the visitor chose (spec section 3). */
export interface UserAddress {
  province: string | null;
  provinceId: number | null;
  city: string | null;
  cityId: number | null;
  area: string | null;
  areaId: number | null;
}

export interface LoginOrRegisterInput {
  handset: string;
  /** When the login happened (stamped as last_login_at). */
  now: Date;
  /** Set when given (non-empty); an existing name is otherwise kept. */
  nickName?: string;
  /** Set when given; an existing address is otherwise kept. */
  address?: UserAddress;
  /** The statement's version the visitor agreed to for this login; an earlier one is replaced. */
  consentVersion?: number;
}

export interface LoginResult {
  user: UserRow;
  /** True when this call registered the handset. */
  created: boolean;
}

export interface UserRepository {
  findById(softuserId: number): Promise<UserRow | null>;
  findByHandset(handset: string): Promise<UserRow | null>;
  /** Logs the handset in, registering it first if it is new; one statement, safe under races. */
  loginOrRegister(input: LoginOrRegisterInput): Promise<LoginResult>;
}

/** Users by phone. Pass a transaction as `db` to take part in it. */
export function createUserRepository(db: Db): UserRepository {
  return {
    async findById(softuserId) {
      const [row] = await db.select().from(users).where(eq(users.softuserId, softuserId));
      return row ?? null;
    },
    async findByHandset(handset) {
      const [row] = await db.select().from(users).where(eq(users.handset, handset));
      return row ?? null;
    },
    async loginOrRegister({ handset, now, nickName, address, consentVersion }) {
      const given = {
        ...(nickName ? { nickName } : {}),
        ...(address ?? {}),
        ...(consentVersion === undefined ? {} : { consentVersion }),
      };
      const [row] = await db
        .insert(users)
        .values({ handset, createdAt: now, lastLoginAt: now, ...given })
        .onConflictDoUpdate({ target: users.handset, set: { lastLoginAt: now, ...given } })
        // xmax is 0 on a row this statement inserted, and set on one it updated.
        .returning({ ...getTableColumns(users), created: sql<boolean>`(xmax = 0)` });
      if (!row) throw new Error('loginOrRegister returned no row');
      const { created, ...user } = row;
      return { user, created: Boolean(created) };
    },
  };
}
