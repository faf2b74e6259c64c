// @vitest-environment node
import { sampleFlow } from '../../../shared/flow/flowFixtures';
import { parseFlow } from '../../../shared/flow/parseFlow';
import {
  designerReducer,
  initialDesignerState,
  isDirty,
  saveBody,
  type DesignerState,
} from './designerState';
import { addNode, connect, newNode, updateNode } from './flowEdits';

const run = (state: DesignerState, ...actions: Parameters<typeof designerReducer>[1][]) =>
  actions.reduce(designerReducer, state);

const addSay = (state: DesignerState) => {
  const node = newNode(state.flow, 'say', { x: 0, y: 500 });
  return designerReducer(state, { type: 'edit', edit: (flow) => addNode(flow, node), select: [node.id] });
};

describe('designer state', () => {
  it('undoes and redoes edits in order; a new edit drops what could be redone', () => {
    const start = initialDesignerState(sampleFlow());
    const one = addSay(start);
    expect(one.flow.nodes.at(-1)).toMatchObject({ id: 'say1', type: 'say', label: 'say 1', text: '' });
    expect(one.selected).toEqual(['say1']);
    const two = addSay(one);
    expect(two.flow.nodes.map((node) => node.id)).toContain('say2');
    const undone = run(two, { type: 'undo' }, { type: 'undo' });
    expect(undone.flow).toBe(start.flow);
    expect(undone.selected).toEqual([]);
    expect(isDirty(undone)).toBe(false);
    const redone = run(undone, { type: 'redo' });
    expect(redone.flow).toBe(one.flow);
    expect(isDirty(redone)).toBe(true);
    const branched = addSay(redone);
    expect(branched.future).toEqual([]);
    expect(run(branched, { type: 'redo' })).toBe(branched);
    expect(run(start, { type: 'undo' })).toBe(start);
  });

  it('copies the selected nodes with their inner connections and pastes them under new ids', () => {
    const state = run(
      initialDesignerState(sampleFlow()),
      { type: 'select', ids: ['sorry', 'menu', 'nowhere'] },
      { type: 'copy' },
    );
    expect(state.selected).toEqual(['sorry', 'menu']);
    expect(state.clipboard?.nodes.map((node) => node.id)).toEqual(['menu', 'sorry']);
    expect(state.clipboard?.edges).toEqual([
      { from: 'menu', to: 'sorry', port: 'noMatch' },
      { from: 'sorry', to: 'menu' },
    ]);
    const pasted = run(state, { type: 'paste' });
    expect(pasted.selected).toEqual(['listen1', 'say1']);
    expect(pasted.flow.edges.slice(-2)).toEqual([
      { from: 'listen1', to: 'say1', port: 'noMatch' },
      { from: 'say1', to: 'listen1' },
    ]);
    expect(parseFlow(pasted.flow).problems).toEqual([]);
    expect(run(pasted, { type: 'undo' }).flow).toBe(state.flow);
  });

  it('builds the save body from the flow as edited, named after the script, with the comment trimmed', () => {
    let state = addSay(initialDesignerState(sampleFlow()));
    state = run(
      state,
      {
        type: 'edit',
        edit: (flow) => updateNode(flow, 'say1', { label: 'Hours', text: 'Open 9 to 5', voice: undefined }),
      },
      { type: 'edit', edit: (flow) => connect(flow, 'say1', 'next', 'end') },
    );
    const body = saveBody(state.flow, 'Support line', '  Added opening hours ');
    expect(body.comment).toBe('Added opening hours');
    expect(body.content.name).toBe('Support line');
    expect(body.content.nodes.at(-1)).toEqual({
      id: 'say1',
      type: 'say',
      label: 'Hours',
      text: 'Open 9 to 5',
      position: { x: 0, y: 500 },
    });
    expect(body.content.edges.at(-1)).toEqual({ from: 'say1', to: 'end' });
    expect(parseFlow(body.content).problems).toEqual([]);
    expect(isDirty(run(state, { type: 'saved' }))).toBe(false);
  });

  it('connects a port to one node only: connecting it again replaces the connection', () => {
    const flow = connect(sampleFlow(), 'menu', 'timeout', 'sorry');
    expect(flow.edges.filter((edge) => edge.from === 'menu' && edge.port === 'timeout')).toEqual([
      { from: 'menu', to: 'sorry', port: 'timeout' },
    ]);
  });
});
