// @vitest-environment node
import { guessMapping, mappedRows, mappingProblem } from './contactMapping';

describe('contact mappings', () => {
  it('guesses fields from header words, each field once, a saved mapping first', () => {
    expect(guessMapping(['Phone number', 'Given name', 'Surname', 'E-mail', 'Notes'])).toEqual({
      'Phone number': 'phone',
      'Given name': 'firstname',
      Surname: 'lastname',
      'E-mail': 'email',
    });
    expect(guessMapping(['Mobile', 'Phone'])).toEqual({ Mobile: 'phone' });
    expect(guessMapping(['Tel', 'Cislo'], { Cislo: 'phone' })).toEqual({ Cislo: 'phone' });
  });

  it('accepts a mapping only with a phone column, known fields and each field from one column', () => {
    expect(mappingProblem({ Tel: 'phone', Name: 'firstname' })).toBeNull();
    expect(mappingProblem({ Name: 'firstname' })).toBe('Map a column to the phone number');
    expect(mappingProblem({ A: 'phone', B: 'phone' })).toBe('A contact field is mapped from two columns');
    expect(mappingProblem({ A: 'phone', B: 'salary' })).toBe('Unknown contact field salary');
    expect(mappingProblem(['phone'])).toBe('Expected a mapping');
    expect(mappingProblem({ '': 'phone' })).toBe('A column needs a header of 1 to 200 characters');
  });

  it('turns rows into contacts by the mapping, trimming cells and dropping unmapped columns', () => {
    const rows = mappedRows(['Notes', 'Tel', 'Name'], [['vip', ' +420601000001 ', 'Ann'], ['x']], {
      Tel: 'phone',
      Name: 'firstname',
    });
    expect(rows).toEqual([
      { phone: '+420601000001', firstname: 'Ann', lastname: '', email: '' },
      { phone: '', firstname: '', lastname: '', email: '' },
    ]);
  });
});
