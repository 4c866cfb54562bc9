/* generated — do not edit, run npm run gen:types */

export type * from './screen';
export type * from './menu';
export type * from './permissions';
export type * from './entity-coupon';
export type * from './entity-order-cancellation';
