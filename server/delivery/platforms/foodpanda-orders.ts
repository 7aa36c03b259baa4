// An order as the middleware dispatches it (POST /order/{remoteId}) or reports it
// (GET /v2/chains/{chain}/orders/{token}), read into our terms. Unknown fields are ignored: the
// payload grows over time. A field we need that is missing throws Unreadable, with its name.
import { cents, quantity, text } from './foodpanda-json';
import { objectOf, optionalListOf, optionalText, Unreadable, type JsonObject } from './platform-json';
import type { Cents, PlatformOrder, PlatformOrderLine } from './platform-adapter';

const sum = (amounts: Cents[]): Cents => amounts.reduce((total, amount) => total + amount, 0);

function lineOf(value: unknown, index: number): PlatformOrderLine {
  const field = `products[${index}]`;
  const product = objectOf(value, field);
  const note = optionalText(product.comment);
  return {
    // Our id as the catalog sent it; foodpanda's own when the product was not ours.
    itemId: optionalText(product.remoteCode) ?? text(product.id, `${field}.id`),
    name: text(product.name, `${field}.name`),
    quantity: quantity(product.quantity, `${field}.quantity`),
    unitPrice: cents(product.unitPrice, `${field}.unitPrice`),
    options: optionalListOf(product.selectedToppings, `${field}.selectedToppings`).map((topping, at) => {
      const named = `${field}.selectedToppings[${at}]`;
      const choice = objectOf(topping, named);
      return {
        itemId: optionalText(choice.remoteCode) ?? text(choice.id, `${named}.id`),
        name: text(choice.name, `${named}.name`),
        quantity: quantity(choice.quantity, `${named}.quantity`),
        unitPrice: cents(choice.price, `${named}.price`),
      };
    }),
    ...(note ? { note } : {}),
  };
}

/** A line's worth: its unit price and its choices (per unit), times its quantity. */
const lineTotal = (line: PlatformOrderLine): Cents =>
  line.quantity * (line.unitPrice + sum(line.options.map((option) => option.quantity * option.unitPrice)));

function fulfilmentOf(order: JsonObject): PlatformOrder['fulfilment'] {
  const type = order.expeditionType;
  if (type === 'delivery' || type === 'pickup') return type;
  throw new Unreadable('expeditionType is neither delivery nor pickup');
}

/** The native order payload as a PlatformOrder; throws Unreadable naming what is missing. */
export function readFoodpandaOrder(payload: unknown): PlatformOrder {
  const order = objectOf(payload, 'the order');
  const price = objectOf(order.price, 'price');
  const lines = optionalListOf(order.products, 'products').map(lineOf);
  if (lines.length === 0) throw new Unreadable('products is empty');
  const note = optionalText(objectOf(order.comments ?? {}, 'comments').customerComment);
  return {
    platform: 'foodpanda',
    orderId: text(order.token, 'token'),
    displayId: optionalText(order.shortCode) ?? text(order.code, 'code'),
    storeId: text(objectOf(order.platformRestaurant, 'platformRestaurant').id, 'platformRestaurant.id'),
    placedAt: text(order.createdAt, 'createdAt'),
    fulfilment: fulfilmentOf(order),
    lines,
    // subTotal is our name for it; without it the lines add up to the same.
    subtotal:
      price.subTotal === undefined ? sum(lines.map(lineTotal)) : cents(price.subTotal, 'price.subTotal'),
    discount: sum(
      optionalListOf(order.discounts, 'discounts').map((discount, at) =>
        cents(objectOf(discount, `discounts[${at}]`).amount, `discounts[${at}].amount`),
      ),
    ),
    deliveryFee: sum(
      optionalListOf(price.deliveryFees, 'price.deliveryFees').map((fee, at) =>
        cents(objectOf(fee, `price.deliveryFees[${at}]`).value, `price.deliveryFees[${at}].value`),
      ),
    ),
    total: cents(price.grandTotal, 'price.grandTotal'),
    ...(note ? { note } : {}),
    // Only the order report says it (status "cancelled"); a dispatched order is a live one.
    cancelled: typeof order.status === 'string' && order.status.toLowerCase() === 'cancelled',
  };
}
