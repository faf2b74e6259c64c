// @vitest-environment node
import {
  KNOWLEDGE_BASE_MAX_BYTES,
  knowledgeBaseFileProblem,
  knowledgeBaseFileType,
} from './knowledgeBaseFiles';

describe('knowledge-base files', () => {
  it('takes the listed types up to the size limit', () => {
    expect(knowledgeBaseFileProblem('faq.PDF', 'application/pdf', 1000)).toBeUndefined();
    expect(knowledgeBaseFileProblem('notes.md', '', 10)).toBeUndefined();
    expect(knowledgeBaseFileProblem('big.txt', 'text/plain', KNOWLEDGE_BASE_MAX_BYTES)).toBeUndefined();
    expect(knowledgeBaseFileProblem('big.txt', 'text/plain', KNOWLEDGE_BASE_MAX_BYTES + 1)).toBe('tooLarge');
    expect(knowledgeBaseFileProblem('empty.txt', 'text/plain', 0)).toBe('empty');
  });

  it('refuses other extensions and types that do not fit the extension', () => {
    expect(knowledgeBaseFileProblem('setup.exe', '', 10)).toBe('wrongType');
    expect(knowledgeBaseFileProblem('README', 'text/plain', 10)).toBe('wrongType');
    expect(knowledgeBaseFileProblem('fake.pdf', 'text/html', 10)).toBe('wrongType');
  });

  it('stores the named type when it fits, else the extension’s own', () => {
    expect(knowledgeBaseFileType('a.csv', 'application/vnd.ms-excel')).toBe('application/vnd.ms-excel');
    expect(knowledgeBaseFileType('a.csv', '')).toBe('text/csv');
  });
});
