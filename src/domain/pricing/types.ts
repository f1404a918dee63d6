// Inputs and outputs of calculatePrice: the contract's schemas (generated). The enumerations
// (Incoterms, transport modes, cost names) are the contract's too, as values and as types.
import type { components as RequestComponents } from '../../../generated/openapi-client.js';
import { costNameValues, incotermValues, transportModeValues, type components } from '../../../generated/openapi.js';

type Schemas = components['schemas'];

export type Incoterm = Schemas['Incoterm'];
export const INCOTERMS: readonly Incoterm[] = incotermValues;
export type TransportMode = Schemas['TransportMode'];
export const TRANSPORT_MODES: readonly TransportMode[] = transportModeValues;
/** The cost inputs, in the order of the journey. */
export type CostName = Schemas['CostName'];
export const COST_NAMES: readonly CostName[] = costNameValues;
export type CostPayer = Schemas['CostPayer'];

/** Money in a request: amount as a decimal string (a JSON number is accepted too), any supported currency. */
export type MoneyInput = Schemas['PricingMoneyInput'];
export type PricingItemInput = Schemas['PricingItem'];
export type PricingCostsInput = Schemas['PricingCosts'];
/**
 * A request as a caller may write it, `apply_preferential_rates` optional (default true): the HTTP
 * path has it filled in by validation, direct callers (orders, the examples script) may leave it out.
 */
export type PricingRequest = RequestComponents['schemas']['PricingRequest'];

export type PricingCostLine = Schemas['PricingCostLine'];
export type PricingDuty = Schemas['PricingDuty'];
export type PricingItemResult = Schemas['PricingItemResult'];
export type PricingCustomsValue = Schemas['PricingCustomsValue'];
export type PricingTotal = Schemas['PricingTotal'];
export type PricingImportVat = Schemas['PricingImportVat'];
export type PricingPrice = Schemas['PricingPrice'];
export type PricingLandedCost = Schemas['PricingLandedCost'];
export type PricingQuote = Schemas['PricingResult'];
export type PricingDutyComponent = Schemas['PricingDutyComponent'];
export type PricingEntryFees = Schemas['PricingEntryFees'];
export type PricingEntryFee = Schemas['PricingEntryFee'];
export type PricingPreferenceClaim = Schemas['PricingPreferenceClaim'];
