import type { ColumnType, Generated } from 'kysely';

// Table types for Kysely. Column names are snake_case as in SQL.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type BigIntColumn = ColumnType<number, number | bigint, number | bigint>;

export interface AccountsTable {
  id: string;
  name: string;
  plan: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ApiKeysTable {
  id: string;
  account_id: string;
  mode: 'live' | 'test';
  name: string;
  key_hash: string;
  prefix: string;
  scopes: string[];
  allowed_cidrs: string[];
  created_at: ColumnType<Date, Date | string | undefined, never>;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface BuyersTable {
  mode: 'live' | 'test';
  number: BigIntColumn;
  company_name: string;
  company_name_lower: string;
  country: string;
  city: string;
  sector: string;
  hs_headings: string[];
  hs_chapters: string[];
  annual_import_usd: BigIntColumn;
  founded_year: number | null;
  employees: number | null;
  verified: boolean;
  generic_score: number;
}

export interface ExporterProfilesTable {
  account_id: string;
  mode: 'live' | 'test';
  profile: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface BuyerScoresTable {
  account_id: string;
  mode: 'live' | 'test';
  buyer_number: BigIntColumn;
  score: number;
}

export interface ChangeCountersTable {
  name: string;
  value: Generated<BigIntColumn>;
}

export interface Schema {
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  buyers: BuyersTable;
  exporter_profiles: ExporterProfilesTable;
  buyer_scores: BuyerScoresTable;
  change_counters: ChangeCountersTable;
}
