import { loadLaterViews } from '../field-views/laterViews';

// Imported by the render helpers. Tests hand the configurations over themselves, while the console's registry
// downloads the views of the later field types with them (`laterViews.ts`): they are downloaded here, before any test
// renders one, as they are in the console before any screen that shows one.
await loadLaterViews();
