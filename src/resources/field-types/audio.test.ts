// @vitest-environment node
import { cellOf, failuresOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';

const recording = sampleField({ source: 'recording', type: 'audio' });

describe('audio type', () => {
  it('implies an https or same-origin address, like url', () => {
    expect(failuresOf(recording, 'ftp://acme.example/1.mp3')).toEqual(['validation.url']);
    expect(failuresOf(recording, 'data:audio/mp3;base64,AAAA')).toEqual(['validation.url']);
    expect(failuresOf(recording, '/recordings/1.mp3')).toEqual([]);
  });

  it('is its address in a CSV cell, cannot order a list, and seeds same-origin recordings', () => {
    expect(cellOf(recording, { recording: '/recordings/1.mp3' })).toBe('/recordings/1.mp3');
    expect(recording.sortable).toBe(false);
    expect(fieldTypeOf(recording).seed(recording, seedContext(0))).toBe('/recordings/samples-1.mp3');
  });
});
