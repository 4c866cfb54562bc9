/* generated — do not edit, run npm run gen:types */

export type * from './screen';
export type * from './menu';
export type * from './permissions';
export type * from './entity-access-permission-group';
export type * from './entity-access-permission';
export type * from './entity-admin-user';
export type * from './entity-advertisement';
export type * from './entity-automatic-link';
export type * from './entity-banner';
export type * from './entity-campaign';
export type * from './entity-coupon';
export type * from './entity-fixed-bar';
export type * from './entity-free-material';
export type * from './entity-manual-release';
export type * from './entity-marketing-settings';
export type * from './entity-my-profile';
export type * from './entity-navigation-item';
export type * from './entity-notice';
export type * from './entity-offer';
export type * from './entity-order-cancellation';
export type * from './entity-password-change';
export type * from './entity-redirect';
export type * from './entity-sales-link';
export type * from './entity-student';
export type * from './entity-testimony';
