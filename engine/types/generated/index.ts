/* generated — do not edit, run npm run gen:types */

export type * from './screen';
export type * from './menu';
export type * from './permissions';
export type * from './entity-access-permission-group';
export type * from './entity-access-permission';
export type * from './entity-admin-user';
export type * from './entity-coupon';
export type * from './entity-manual-release';
export type * from './entity-my-profile';
export type * from './entity-notice';
export type * from './entity-order-cancellation';
export type * from './entity-password-change';
export type * from './entity-student';
