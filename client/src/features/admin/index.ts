// The admin feature's public face for other features (publishing uses its dialogs); pages and
// app/ may import the files inside directly.
export { ConfirmDialog } from './confirm-dialog';
export { ModalDialog } from './modal-dialog';
