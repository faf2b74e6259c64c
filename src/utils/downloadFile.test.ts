import { attachmentFileName, downloadWithToken } from './downloadFile';

describe('downloadWithToken', () => {
  it('reads the file name from Content-Disposition', () => {
    expect(attachmentFileName('attachment; filename="audit-log-7.csv"', 'x')).toBe('audit-log-7.csv');
    expect(attachmentFileName("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'x')).toBe('résumé.csv');
    expect(attachmentFileName(null, 'fallback')).toBe('fallback');
  });

  it('sends the token as a header, never in the address, and saves through a blob URL', async () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchImpl = vi.fn(
      async () =>
        new Response('a,b\r\n', {
          headers: { 'Content-Disposition': 'attachment; filename="export.csv"' },
        }),
    );
    const name = await downloadWithToken(
      'http://localhost/api/home/exports/3/file',
      { Authorization: 'Bearer secret' },
      fetchImpl as unknown as typeof fetch,
    );
    expect(name).toBe('export.csv');
    expect(fetchImpl).toHaveBeenCalledWith('http://localhost/api/home/exports/3/file', {
      headers: { Authorization: 'Bearer secret' },
    });
    expect(click).toHaveBeenCalledTimes(1);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('turns an API error body into the console error text', async () => {
    const fetchImpl = async () =>
      new Response(JSON.stringify({ status: 404, error: 'Export not found' }), { status: 404 });
    await expect(downloadWithToken('/x', {}, fetchImpl as typeof fetch)).rejects.toThrow(
      'Error (404) - Export not found',
    );
  });
});
