import { scriptActionMessagesCs, scriptFieldMessagesCs } from '../flows/flowsMessagesCs';

/** Czech texts of the components area (same keys as its manifest's English `messages`). */
export const componentsCs = {
  resources: {
    components: {
      name: 'Komponenta |||| Komponenty |||| Komponent',
      fields: {
        ...scriptFieldMessagesCs,
        ...{
          componentKind: 'Druh',
          scriptKind: 'Druh skriptu',
        },
      },
      tabs: {
        overview: 'Přehled',
        design: 'Návrh',
        history: 'Historie',
        relations: 'Vazby',
      },
      sections: {
        usedInFlows: 'Použito v tocích',
      },
      actions: scriptActionMessagesCs,
    },
  },
};
