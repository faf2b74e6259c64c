import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderConsole } from '../../../testing/renderConsole';
import { DayInput } from './DayInput';

function Harness({ initial, changes }: { initial?: string; changes: (string | undefined)[] }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DayInput
        label="First day"
        value={day}
        onChange={(next) => {
          changes.push(next);
          setDay(next);
        }}
      />
      <button onClick={() => setDay('2026-12-24')}>Preset</button>
    </>
  );
}

function setup(initial?: string) {
  const changes: (string | undefined)[] = [];
  renderConsole(<Harness initial={initial} changes={changes} />, { path: '/', route: '/' });
  return { changes, input: screen.getByLabelText('First day') };
}

describe('the day input', () => {
  it('shows 1 November as 01/11/2026 (en-GB day/month/year, SPEC §9)', () => {
    const { input } = setup('2026-11-01');
    expect(input).toHaveValue('01/11/2026');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('reads typed days as day/month/year and passes on only real days', () => {
    const { input, changes } = setup();
    fireEvent.change(input, { target: { value: '02/11/2026' } });
    expect(changes).toEqual(['2026-11-02']);
    fireEvent.change(input, { target: { value: '31/04/2026' } });
    expect(changes).toEqual(['2026-11-02']);
    expect(screen.getByText('Date must be in DD/MM/YYYY format')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '' } });
    expect(changes).toEqual(['2026-11-02', undefined]);
  });

  it('shows a day set from outside (a preset)', () => {
    const { input } = setup('2026-11-01');
    fireEvent.click(screen.getByRole('button', { name: 'Preset' }));
    expect(input).toHaveValue('24/12/2026');
  });
});
