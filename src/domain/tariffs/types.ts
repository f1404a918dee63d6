// Inputs and outputs of the customs operations. Outputs are the contract's schemas (generated).
import type { components } from '../../../generated/openapi.js';
import type { Lang } from '../lang.js';

type Schemas = components['schemas'];

export interface LookupTariffsInput {
  /** 2 to 10 digits: chapter, heading, HS subheading or a national line (US HTS 8, EU/UK CN 8 or 10, Japan 9). */
  hsCode: string;
  /** Importing country, ISO alpha-2 or alpha-3. */
  destination: string;
  /** Exporting country, for preferential rates and agreements. */
  origin?: string | undefined;
  /** YYYY-MM-DD; default today. */
  asOf?: string | undefined;
  lang: Lang;
}

export interface SearchHsCodesInput {
  /** Digits (a code prefix; dots and spaces ignored) or words found in the description. */
  q: string;
  page?: number | undefined;
  limit?: number | undefined;
}

export type HsLevel = Schemas['TariffHsLevel'];
/** The HS 2022 path of a code. Descriptions are English (UN Comtrade wording): no Korean text exists in the data. */
export type HsPath = Schemas['TariffHsPath'];
export type TariffSpecificDuty = Schemas['TariffSpecificDuty'];
export type TariffSeason = Schemas['TariffSeason'];
export type TariffDuty = Schemas['TariffDuty'];
export type TariffSource = Schemas['TariffSource'];
export type TariffProgram = Schemas['TariffProgram'];
export type TariffRateRecord = Schemas['TariffRateRecord'];
export type TariffVatRecord = Schemas['TariffVat'];
export type TariffAgreement = Schemas['TariffAgreement'];
export type TariffWarning = Schemas['TariffWarning'];
export type TariffCountryRef = Schemas['TariffCountry'];
export type TariffLookupResult = Schemas['TariffResult'];
export type HsCodeSummary = Schemas['HsCodeSummary'];
export type HsCodeSearchResult = Schemas['HsCodeSearchResult'];
/** A measure as the code makes it: every field given (the contract leaves the later ones optional, for the quotes stored in older orders). */
export type TariffMeasure = Required<Schemas['TariffMeasure']>;
export type TariffMeasureClaim = Schemas['TariffMeasureClaim'];
export type TariffRateColumn = Schemas['TariffRateColumn'];
export type TariffProofOfOrigin = Schemas['TariffProofOfOrigin'];
export type TariffScheduleId = Schemas['TariffScheduleId'];
export type TariffPreference = Schemas['TariffPreference'];
