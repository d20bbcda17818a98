/**
 * Better Auth's tables with its admin plugin's fields, as its own migrations
 * make them (auth.server.ts migrateAuth; our migrations never touch them).
 * Columns are camelCase and must be quoted in raw SQL. The two databases
 * keep the same values in different forms (schema-parity.server.test.ts):
 * SQLite has no date or boolean type, so Better Auth writes ISO 8601 text and
 * 0/1 there, where PostgreSQL has timestamptz (read as Date) and boolean.
 * Only Better Auth inserts rows; we read them and change a few fields.
 */

/** A date: ISO 8601 text on SQLite, a Date from PostgreSQL. */
export type AuthDate = string | Date;

/** A boolean: 0/1 on SQLite, true/false on PostgreSQL; write it with dialect.server's booleanValue. */
export type AuthBoolean = number | boolean;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBoolean;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  /** "admin" or "user" (null reads as "user"). */
  role: string | null;
  /** A disabled account (/admin/users); the admin plugin refuses it new sessions. */
  banned: AuthBoolean | null;
  banReason: string | null;
  banExpires: AuthDate | null;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

/** A way to sign in; ours are all `providerId` "credential" (e-mail and password hash). */
export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

/** Better Auth's part of the Database interface (schema.ts). */
export interface AuthTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
}
