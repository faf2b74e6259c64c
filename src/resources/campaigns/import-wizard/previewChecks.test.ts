import { describe, expect, it } from 'vitest';
import { previewChecksFor } from './previewChecks';
import { contactsCsv, refusedRowsCsv } from './wizardCsv';

const contact = (phone: string, firstname = '') => ({ phone, firstname, lastname: '', email: '' });

describe('import wizard checks and files', () => {
  it('finds bad numbers, missing numbers, over-long names and numbers twice in the file, by line', () => {
    expect(
      previewChecksFor([
        contact('+420601000001'),
        contact('601000002'),
        contact(''),
        contact('+420601000001'),
        contact('+420601000005', 'x'.repeat(201)),
      ]),
    ).toEqual([
      null,
      'phone: Value not match (international format such as +420601234567)',
      'phone: Field is required',
      'phone: Duplicate of line 2',
      'firstname: At most 200 characters',
    ]);
  });

  it('sends numbers as they are and offers refused rows neutralised', () => {
    expect(contactsCsv([contact('+420601000001', 'Ann, Jr.')])).toBe(
      'phone,firstname,lastname,email\r\n+420601000001,"Ann, Jr.",,\r\n',
    );
    expect(refusedRowsCsv([{ line: 3, phone: '+15550100', message: 'phone: bad' }])).toBe(
      "\uFEFFline,phone,reason\r\n3,'+15550100,phone: bad\r\n",
    );
  });
});
