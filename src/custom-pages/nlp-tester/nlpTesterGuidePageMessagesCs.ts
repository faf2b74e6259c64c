/** Czech texts of the nlpTesterGuide page (same keys as its English `messages`). */
export const nlpTesterGuideTextsCs = {
  app: {
    nlpTester: {
      intro:
        'NLP tester trénuje malé klasifikátory textu z ukázkových promluv a ukazuje, jak dobře rozpoznávají, co volající myslí.',
      steps: {
        datasets: 'Otevřete datovou sadu některého jazyka.',
        categories: 'Přidejte kategorie (záměry) a jejich ukázkové promluvy, ručně nebo ze souboru CSV.',
        train:
          'Natrénujte z datové sady model: úloha na pozadí změří jeho přesnost na odložených příkladech.',
        test: 'Otevřete záložku Test modelu a napište promluvu: uvidíte kategorie seřazené podle jistoty.',
      },
      screens: 'Obrazovky NLP testeru',
    },
  },
};
