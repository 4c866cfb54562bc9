// The chunk behind the app's dialogs: Blueprint's Dialog with its overlay, portal and transition code.
export { Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
