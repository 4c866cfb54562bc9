// The chunk behind the app's dialogs: Blueprint's Dialog with its overlay, portal and transition code, and the
// Callout a dialog's error shows in (with its four intent icons).
export { Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
