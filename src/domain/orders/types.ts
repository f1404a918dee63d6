import { orderStatusValues, shipmentStatusValues, type components } from '../../../generated/openapi.js';

// Orders and shipments as the contract shows them (generated); the domain adds nothing of its own.

type Schemas = components['schemas'];

export type Order = Schemas['Order'];
export type OrderStatus = Schemas['OrderStatus'];
export const ORDER_STATUSES: readonly OrderStatus[] = orderStatusValues;
export type OrderItem = Schemas['OrderItem'];
export type OrderItemInput = Schemas['OrderItemInput'];
export type OrderCosts = Schemas['OrderCosts'];
/** Costs as an order takes them: the pricing shape (PricingCosts), or the deprecated plain decimals. */
export type OrderCostsGiven = Schemas['OrderCostsInput'];
export type OrderTotals = Schemas['OrderTotals'];
export type OrderBuyer = Schemas['OrderBuyer'];
export type OrderCreateRequest = Schemas['OrderCreateRequest'];
export type OrderUpdateRequest = Schemas['OrderUpdateRequest'];
export type OrderHistoryEntry = Schemas['OrderHistoryEntry'];

export type Shipment = Schemas['Shipment'];
export type ShipmentStatus = Schemas['ShipmentStatus'];
export const SHIPMENT_STATUSES: readonly ShipmentStatus[] = shipmentStatusValues;
export type ShipmentEvent = Schemas['ShipmentEvent'];
export type ShipmentEventInput = Schemas['ShipmentEventInput'];
export type ShipmentCreateRequest = Schemas['ShipmentCreateRequest'];
export type Port = Schemas['Port'];
