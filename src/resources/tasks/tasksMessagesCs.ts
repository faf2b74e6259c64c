/** Czech texts of the tasks area (same keys as its manifest's English `messages`). */
export const tasksCs = {
  resources: {
    tasks: {
      name: 'Úloha |||| Úlohy |||| Úloh',
      fields: {
        id: 'ID',
        name: 'Název',
        description: 'Popis',
        status: 'Stav',
        progress: 'Průběh',
        created: 'Vytvořeno',
        resultUrl: 'Výsledek',
      },
    },
  },
};
