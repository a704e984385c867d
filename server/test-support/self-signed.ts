import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import selfsigned from 'selfsigned';

/**
 * A certificate for 127.0.0.1 and localhost, valid two days, written as PEM
 * files for TLS_CERT_FILE and TLS_KEY_FILE. Clients trust it by passing
 * `cert` as their CA (tests) or by ignoring certificate errors (the bench's
 * Lighthouse runs, decision 0060).
 */
export async function selfSignedCertificate() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    notAfterDate: new Date(Date.now() + 2 * 86_400_000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  return { cert: pems.cert, certFile, keyFile, dir };
}
