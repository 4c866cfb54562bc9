/** The signed-in part of the app, as one chunk: its routes and frame, and how it gets a screen ready ahead. */
export { default as SignedInApp } from './SignedInApp';
export { prepareSignedInScreen } from './prepareSignedInScreen';
