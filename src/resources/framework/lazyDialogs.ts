import { lazyView } from '../../utils/lazyView';

// Dialogs opened by a click or by the address (`?dialog=create`): their forms, inputs and result views are fetched
// when one first opens, not with the list that shows the buttons. Each use sits in its own `<Suspense>`.
export const LazyCreateDialog = lazyView(async () => (await import('./list/CreateDialog')).CreateDialog);
export const LazyActionDialog = lazyView(async () => (await import('./actions/ActionDialog')).ActionDialog);
export const LazyConfirmActionDialog = lazyView(
  async () => (await import('./actions/ConfirmActionDialog')).ConfirmActionDialog,
);
export const LazyActionResultDialog = lazyView(
  async () => (await import('./actions/ActionResultDialog')).ActionResultDialog,
);
