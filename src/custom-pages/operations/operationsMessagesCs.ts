/** Czech texts of the operations area (same keys as its manifest's English `messages`). */
export const operationsCs = { app: { operations: { title: 'Provozní přehled' } } };
