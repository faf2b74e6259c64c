/** Czech texts of the ongoing-calls area (same keys as its manifest's English `messages`). */
export const ongoingCallsCs = {
  resources: {
    ongoingCalls: {
      name: 'Probíhající hovor |||| Probíhající hovory |||| Probíhajících hovorů',
      fields: {
        guid: 'Konverzace',
        caller: 'Volající',
        callee: 'Volané číslo',
        idCallScript: 'Tok',
        flowName: 'Tok',
        started: 'Zahájeno',
        duration: 'Trvání',
        state: 'Stav',
        participants: 'V hovoru také',
      },
      participants: {
        listen: '%{name} (odposlouchává)',
        whisper: '%{name} (našeptává)',
        barge: '%{name} (vstoupil(a) do hovoru)',
        consultation: '%{number} (konzultace)',
      },
      states: {
        ringing: 'Vyzvání',
        talking: 'Hovoří',
        transferring: 'Přepojuje se',
      },
      empty: 'Na této lince neprobíhají žádné hovory',
    },
  },
};
