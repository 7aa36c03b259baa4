// A PEM pasted into the wallet pass's one-line secret inputs (wallet/pem.ts): its line breaks, lost
// by the input, are rebuilt at 64 characters; a block that kept them, headers and all, is kept.
import { pemBlock } from '../../../server/members/wallet/pem';

const BODY = 'A'.repeat(64) + 'B'.repeat(64) + 'C'.repeat(10);
const WRAPPED = `-----BEGIN CERTIFICATE-----\n${'A'.repeat(64)}\n${'B'.repeat(64)}\n${'C'.repeat(10)}\n-----END CERTIFICATE-----\n`;

describe('a pasted PEM block', () => {
  it('is rebuilt from one line, spaces where its breaks were', () => {
    const oneLine = `-----BEGIN CERTIFICATE----- ${'A'.repeat(64)} ${'B'.repeat(64)} ${'C'.repeat(10)} -----END CERTIFICATE-----`;
    expect(pemBlock(oneLine)).toBe(WRAPPED);
    expect(pemBlock(`-----BEGIN CERTIFICATE-----${BODY}-----END CERTIFICATE-----`)).toBe(WRAPPED);
  });

  it('is kept as it was pasted when it kept its lines, an encrypted key’s headers included', () => {
    const key =
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,00FF\n\nQUJD\n-----END RSA PRIVATE KEY-----';
    expect(pemBlock(`  ${key}  `)).toBe(`${key}\n`);
  });

  it('is found in text around it, and nothing is found without one', () => {
    expect(pemBlock(`my certificate: ${WRAPPED} thanks`)).toBe(WRAPPED);
    expect(pemBlock('not a certificate')).toBeUndefined();
    expect(pemBlock('-----BEGIN CERTIFICATE----- AAAA -----END PRIVATE KEY-----')).toBeUndefined();
  });
});
