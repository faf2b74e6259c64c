import { fireEvent, screen, within } from '@testing-library/react';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { nlpModelsResource } from './nlpModelsResource';

const model = (id: number, status: string) => ({
  id,
  name: `Model ${id}`,
  idDataset: 1,
  datasetName: 'Banking assistant',
  language: 'en',
  datasetVersion: 1,
  status,
  accuracy: 0.95,
  trainCount: 4,
  testCount: 2,
  confusion: {
    categories: ['check_balance', 'lost_card'],
    counts: [
      [1, 0],
      [0, 1],
    ],
  },
  idTask: null,
  created: '2026-01-01T00:00:00.000Z',
  trained: '2026-01-01T00:00:00.000Z',
});

function setup(path: string) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: { nlpModels: [model(1, 'ready'), model(2, 'training')] },
  });
  const authProvider = createFakeAuthProvider({ registry: resourceRegistry, permissions: { NlpApi: -1 } });
  renderConsole(nlpModelsResource, { path, dataProvider, authProvider });
}

describe('NLP model detail', () => {
  it('ranks every category with its confidence for a typed utterance, best first', async () => {
    setup('/administration/nlp-tester/models/detail/1/test');
    const utterance = await screen.findByLabelText('Utterance', {}, { timeout: 15_000 });
    fireEvent.change(utterance, { target: { value: 'My card is gone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Classify' }));
    const ranking = await screen.findByRole('region', { name: 'Ranked categories' });
    const items = within(ranking).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      '1. lost_card 80.0 %',
      '2. check_balance 10.0 %',
      '3. opening_hours 10.0 %',
    ]);
  });

  it('offers no test before the model is trained', async () => {
    setup('/administration/nlp-tester/models/detail/2/test');
    expect(
      await screen.findByText(
        'Only a trained (ready) model can classify utterances.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Classify' })).toBeDisabled();
  });

  it('shows the confusion between categories on the overview', async () => {
    setup('/administration/nlp-tester/models/detail/1/overview');
    const matrix = await screen.findByRole(
      'table',
      { name: 'Confusion between categories (held-out split)' },
      { timeout: 15_000 },
    );
    expect(within(matrix).getAllByRole('row')).toHaveLength(3);
  });
});
