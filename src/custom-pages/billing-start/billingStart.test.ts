// @vitest-environment node
import { billingStartPath, BILLING_ACCOUNTS_PATH } from './billingStart';

describe('billingStartPath', () => {
  const accounts = [
    { app: 'voicebot', idTenant: 1 },
    { app: 'live-translate', idTenant: 2 },
    { app: 'chatbot', idTenant: 2 },
  ] as const;

  it("opens the context tenant's first licensed application, in licence order", () => {
    expect(billingStartPath(accounts, 2)).toBe('/administration/billing/chatbot/2/overview');
    expect(billingStartPath(accounts, 1)).toBe('/administration/billing/voicebot/1/overview');
  });

  it('lists the accounts when the context tenant has no licence', () => {
    expect(billingStartPath(accounts, 3)).toBe(BILLING_ACCOUNTS_PATH);
    expect(billingStartPath(accounts, undefined)).toBe(BILLING_ACCOUNTS_PATH);
  });
});
