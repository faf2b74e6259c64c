// @vitest-environment node
import { isPublicUrl } from './publicAddresses';

describe('addresses the platform may fetch', () => {
  it('refuses loopback, link-local, private and local names, however written', () => {
    const refused = [
      'https://localhost/',
      'https://LOCALHOST./x',
      'https://intranet.localhost/',
      'https://printer.local/',
      'https://db.internal/',
      'https://127.0.0.1/',
      'https://127.1/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://0.0.0.0/',
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://172.31.255.255/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://224.0.0.1/',
      'https://[::1]/',
      'https://[::]/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::ffff:10.0.0.1]/',
      'not a url',
    ];
    expect(refused.filter((url) => isPublicUrl(url))).toEqual([]);
  });

  it('takes public names and addresses', () => {
    const allowed = [
      'https://example.com/docs',
      'https://8.8.8.8/',
      'https://172.32.0.1/',
      'https://[2001:db8::1]/',
    ];
    expect(allowed.filter((url) => !isPublicUrl(url))).toEqual([]);
  });
});
