// What the wallet pass tests stand on: certificates made in the test (a stand-in for Apple's WWDR
// authority, and a Pass Type ID certificate it issued, its key sealed with a passphrase), a Google
// service account's key pair, and local fakes of the platforms' update paths: APNs over cleartext
// HTTP/2, and Google's token exchange and Wallet API (object patches and added messages) over HTTP.
// Each fake records what reached it.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer as createHttpServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createHttp2Server, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

export const PASS_TYPE_ID = 'pass.com.example.harbour';
export const TEAM_ID = 'A1B2C3D4E5';
export const KEY_PASSPHRASE = 'tea-leaves';

export interface AppleTestCertificates {
  wwdr: string;
  signerCert: string;
  /** The signer's key, encrypted with KEY_PASSPHRASE. */
  signerKey: string;
}

function rsaKeys(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  // Node makes the key (forge's pure JavaScript generation takes seconds); forge builds the certificates.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

function certificate(
  subject: string,
  keys: { publicKey: forge.pki.rsa.PublicKey },
  issuer: { name: string; key: forge.pki.rsa.PrivateKey },
  serial: string,
  ca: boolean,
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject([{ name: 'commonName', value: subject }]);
  cert.setIssuer([{ name: 'commonName', value: issuer.name }]);
  cert.setExtensions([
    { name: 'basicConstraints', cA: ca },
    { name: 'keyUsage', keyCertSign: ca, cRLSign: ca, digitalSignature: true },
  ]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

/** A test WWDR authority and the Pass Type ID certificate it issued. */
export function appleTestCertificates(): AppleTestCertificates {
  const authority = rsaKeys();
  const authorityName = 'Test Worldwide Developer Relations';
  const wwdr = certificate(
    authorityName,
    authority,
    { name: authorityName, key: authority.privateKey },
    '01',
    true,
  );
  const signer = rsaKeys();
  const signerCert = certificate(
    `Pass Type ID: ${PASS_TYPE_ID}`,
    signer,
    { name: authorityName, key: authority.privateKey },
    '02',
    false,
  );
  return {
    wwdr: forge.pki.certificateToPem(wwdr),
    signerCert: forge.pki.certificateToPem(signerCert),
    signerKey: forge.pki.encryptRsaPrivateKey(signer.privateKey, KEY_PASSPHRASE, { algorithm: 'aes256' }),
  };
}

export interface GoogleTestKeys {
  /** PKCS#8 PEM, as a service account's JSON key file holds it. */
  privateKey: string;
  publicKey: KeyObject;
}

export function googleTestKeys(): GoogleTestKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey };
}

export interface ApnsPush {
  token: string;
  topic: string | undefined;
  body: string;
}

export interface FakeApns {
  url: string;
  pushes: ApnsPush[];
  /** The status answered to each push (200 unless told otherwise). */
  answer: (token: string) => number;
  close(): Promise<void>;
}

const listening = async (server: Server | Http2Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

const bodyOf = (request: IncomingMessage | NodeJS.ReadableStream): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });

export async function fakeApns(): Promise<FakeApns> {
  const fake: FakeApns = { url: '', pushes: [], answer: () => 200, close: async () => undefined };
  const server = createHttp2Server();
  server.on('stream', (stream, headers) => {
    void bodyOf(stream).then((body) => {
      const path = String(headers[':path']);
      const token = decodeURIComponent(path.replace('/3/device/', ''));
      fake.pushes.push({ token, topic: headers['apns-topic'] as string | undefined, body });
      const status = fake.answer(token);
      stream.respond({ ':status': status, 'content-type': 'application/json' });
      // APNs says why a push failed; a device that removed the pass is Unregistered.
      stream.end(
        status === 200
          ? ''
          : JSON.stringify({ reason: status === 410 ? 'Unregistered' : 'InternalServerError' }),
      );
    });
  });
  fake.url = `http://127.0.0.1:${await listening(server)}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

export interface GooglePatch {
  objectId: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export interface FakeGoogle {
  tokenUrl: string;
  walletUrl: string;
  /** The assertions the token endpoint was sent. */
  assertions: string[];
  patches: GooglePatch[];
  /** The messages added to objects (Google's addMessage), in order. */
  addedMessages: { objectId: string; message: Record<string, unknown> }[];
  /** The status answered to each PATCH and addMessage (200 unless told otherwise). */
  answer: (objectId: string, call: 'patch' | 'addMessage') => number;
  close(): Promise<void>;
}

export const FAKE_ACCESS_TOKEN = 'fake-access-token';

export async function fakeGoogle(): Promise<FakeGoogle> {
  const fake: FakeGoogle = {
    tokenUrl: '',
    walletUrl: '',
    assertions: [],
    patches: [],
    addedMessages: [],
    answer: () => 200,
    close: async () => undefined,
  };
  const server = createHttpServer((request, response) => {
    void bodyOf(request).then((text) => {
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/token') {
        fake.assertions.push(new URLSearchParams(text).get('assertion') ?? '');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ access_token: FAKE_ACCESS_TOKEN, expires_in: 3600 }));
        return;
      }
      const added = /^\/walletobjects\/v1\/loyaltyObject\/([^/]+)\/addMessage$/.exec(url);
      if (request.method === 'POST' && added?.[1]) {
        const objectId = decodeURIComponent(added[1]);
        const status = fake.answer(objectId, 'addMessage');
        const { message } = JSON.parse(text) as { message: Record<string, unknown> };
        if (status === 200) fake.addedMessages.push({ objectId, message });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ resource: { id: objectId } }));
        return;
      }
      const object = /^\/walletobjects\/v1\/loyaltyObject\/([^/]+)$/.exec(url);
      if (request.method === 'PATCH' && object?.[1]) {
        const objectId = decodeURIComponent(object[1]);
        const status = fake.answer(objectId, 'patch');
        if (status === 200)
          fake.patches.push({
            objectId,
            authorization: request.headers.authorization,
            body: JSON.parse(text) as Record<string, unknown>,
          });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: objectId }));
        return;
      }
      response.writeHead(404).end();
    });
  });
  const base = `http://127.0.0.1:${await listening(server)}`;
  fake.tokenUrl = `${base}/token`;
  fake.walletUrl = `${base}/walletobjects/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
