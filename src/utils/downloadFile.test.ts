import { attachmentFileName, saveFile } from './downloadFile';

describe('downloaded files', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(attachmentFileName('attachment; filename="audit-log-7.csv"', 'x')).toBe('audit-log-7.csv');
    expect(attachmentFileName("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'x')).toBe('résumé.csv');
    expect(attachmentFileName(null, 'fallback')).toBe('fallback');
  });

  it('saves a blob under its name through a temporary blob URL', () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    vi.useFakeTimers();
    try {
      saveFile(new Blob(['a,b\r\n']), 'export.csv');
      expect(click).toHaveBeenCalledTimes(1);
      expect(names).toEqual(['export.csv']);
      expect(document.querySelector('a[download]')).toBeNull();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    } finally {
      vi.useRealTimers();
      click.mockRestore();
    }
  });
});
