import { resolve } from 'node:path';
import { ENVIRONMENTS, isEnvironment, LIST_COUNT_LIMIT, MAX_UPLOAD_BYTES } from '../engine/protocol';
import type { Region } from '../engine/schema';
import { DELIVEROO_HOSTS } from './delivery/platforms/deliveroo-api';
import { FOODPANDA_API_URL } from './delivery/platforms/foodpanda-api';
import { KEETA_API_URL } from './delivery/platforms/keeta-api';

export interface ThrottlePolicy {
  /** Failed sign-ins for one username within the window before it is locked. */
  perUsername: number;
  /** Failed sign-ins from one address within the window before it is locked. */
  perAddress: number;
  windowMinutes: number;
  lockMinutes: number;
}

/**
 * Twilio Programmable Messaging, the SMS provider (server/marketing/sms): the account and its auth
 * token (which also signs Twilio's calls to us), and whom messages come from.
 */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A phone number (+85251234567), an alphanumeric sender id, or a Messaging Service SID (MG…). */
  from: string;
  /** Twilio's REST API; a test points it at its local fake. */
  apiUrl: string;
}

/** The restaurants' time zone unless TIME_ZONE says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Hong_Kong';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  region: Region;
  imageBaseUrl: string | undefined;
  /** Where uploaded files are stored, under content-hashed names. */
  uploadDir: string;
  /** The largest file one upload call accepts (core spec §9: 100 MB). */
  uploadLimitBytes: number;
  sessionIdleHours: number;
  sessionMaxDays: number;
  /**
   * How long an app server serves a resolved session from memory (0: never). Every server forgets
   * them at once on any change (sign-out, account, permission type), so this only bounds how long
   * a change made behind the triggers' back, or an expiry, goes unseen.
   */
  sessionCacheSeconds: number;
  /** Resolved sessions an app server holds at most. */
  sessionCacheSize: number;
  /**
   * How often a live stream is sent a heartbeat and its caller looked up again: the longest a
   * signed-out or stripped caller goes on hearing changes, and a proxy's idle limit must exceed it.
   */
  liveHeartbeatSeconds: number;
  /** A list counts its records exactly up to this many; past it, the answer says "more than". */
  listCountLimit: number;
  bodyLimitBytes: number;
  throttle: ThrottlePolicy;
  clientDir: string;
  localesDir: string;
  schemasDir: string;
  logLevel: string;
  /** The restaurants' time zone (IANA name): a date filter means a calendar day there. */
  timeZone: string;
  /** An SMTP server (smtp://user:pass@host:587); without it mail stays in the outbox for the admin. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
  /** Where users reach this server: mailed links start here (never from a request's Host header). */
  publicUrl: string;
  /** The app id Clover issued us (its OAuth client_id); without it no company can authorize Clover. */
  cloverAppId: string | undefined;
  /** Clover's OAuth authorize page, where a company manager is sent to grant us access. */
  cloverAuthorizeUrl: string;
  /**
   * The keys encrypted fields are sealed with, `id:base64` newest first (SECRET_KEYS). Required on
   * PostgreSQL; the embedded database keeps its own in the data folder when it is not set.
   */
  secretKeys: string | undefined;
  /** Whether this server runs background jobs (JOB_WORKERS=false: it only starts them). */
  jobWorkers: boolean;
  /** How many jobs this server runs at once (JOB_CONCURRENCY): more on a bigger machine. */
  jobConcurrency: number;
  /** Days of orders the demo companies get on the first start with the demo (0: none). */
  demoOrderDays: number;
  /** The SMS provider's account (TWILIO_*); without it the server sends no SMS. */
  twilio: TwilioConfig | undefined;
  /**
   * How long a marketing sender's lease holds unbeaten before another server takes its sending over
   * (MARKETING_LEASE_SECONDS); unset, the sender's own 30 s (server/marketing/runs/sender-lease.ts).
   */
  marketingLeaseSeconds: number | undefined;
  /** The delivery platforms' API hosts: their production hosts unless a sandbox or a test names others. */
  delivery: DeliveryHosts;
}

export interface DeliveryHosts {
  deliverooApiUrl: string;
  deliverooAuthUrl: string;
  foodpandaApiUrl: string;
  keetaApiUrl: string;
}

export const ROOT_DIR = resolve(__dirname, '..');

/** What `npm start` seeds by default: about three months of the demo companies' orders. */
export const DEMO_ORDER_DAYS = 90;

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function atLeastOne(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value < 1) throw new Error(`${name} must be 1 or more, got "${env[name]}"`);
  return value;
}

function yesOrNo(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new Error(`${name} must be true or false, got "${raw}"`);
  return raw === 'true';
}

function timeZone(name: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return name;
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as Asia/Hong_Kong, got "${name}"`);
  }
}

function region(raw: string | undefined): Region {
  const value = (raw ?? 'hk').toLowerCase();
  if (!isEnvironment(value)) throw new Error(`REGION must be ${ENVIRONMENTS.join(' or ')}, got "${raw}"`);
  return value;
}

function httpAddress(name: string, raw: string): string {
  if (!/^https?:\/\/[^/\s]+/.test(raw)) throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return raw;
}

function publicUrl(raw: string): string {
  return httpAddress('PUBLIC_URL', raw).replace(/\/+$/, '');
}

const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

/** The Twilio account when any of its settings is given: all of them, or the start stops naming those missing. */
function twilio(env: NodeJS.ProcessEnv): TwilioConfig | undefined {
  const [accountSid, authToken, from] = TWILIO_SETTINGS.map((name) => env[name] || undefined);
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from)
    throw new Error(
      `${TWILIO_SETTINGS.filter((name) => !env[name]).join(', ')} must be set with the other TWILIO_ settings`,
    );
  const apiUrl = httpAddress('TWILIO_API_URL', env.TWILIO_API_URL || 'https://api.twilio.com');
  return { accountSid, authToken, from, apiUrl: apiUrl.replace(/\/+$/, '') };
}

/** DELIVEROO_API_URL, DELIVEROO_AUTH_URL, FOODPANDA_API_URL and KEETA_API_URL, each its platform's production host by default. */
function deliveryHosts(env: NodeJS.ProcessEnv): DeliveryHosts {
  const host = (name: string, fallback: string) =>
    httpAddress(name, env[name] || fallback).replace(/\/+$/, '');
  return {
    deliverooApiUrl: host('DELIVEROO_API_URL', DELIVEROO_HOSTS.production.apiUrl),
    deliverooAuthUrl: host('DELIVEROO_AUTH_URL', DELIVEROO_HOSTS.production.authUrl),
    foodpandaApiUrl: host('FOODPANDA_API_URL', FOODPANDA_API_URL),
    keetaApiUrl: host('KEETA_API_URL', KEETA_API_URL),
  };
}

/** Reads the server's settings from the environment; a bad value stops the start with its name. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? resolve(ROOT_DIR, 'data')),
    region: region(env.REGION),
    imageBaseUrl: env.IMAGE_BASE_URL || undefined,
    uploadDir: resolve(env.UPLOAD_DIR ?? resolve(ROOT_DIR, 'data', 'uploads')),
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', MAX_UPLOAD_BYTES),
    sessionIdleHours: integer(env, 'SESSION_IDLE_HOURS', 12),
    sessionMaxDays: integer(env, 'SESSION_MAX_DAYS', 7),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 30),
    sessionCacheSize: integer(env, 'SESSION_CACHE_SIZE', 10_000),
    liveHeartbeatSeconds: integer(env, 'LIVE_HEARTBEAT_SECONDS', 15),
    listCountLimit: integer(env, 'LIST_COUNT_LIMIT', LIST_COUNT_LIMIT),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    throttle: {
      perUsername: integer(env, 'SIGNIN_MAX_FAILURES_PER_USERNAME', 5),
      perAddress: integer(env, 'SIGNIN_MAX_FAILURES_PER_ADDRESS', 20),
      windowMinutes: 15,
      lockMinutes: 15,
    },
    clientDir: resolve(ROOT_DIR, 'dist', 'client'),
    localesDir: resolve(ROOT_DIR, 'locales'),
    schemasDir: resolve(env.SCHEMAS_DIR ?? resolve(ROOT_DIR, 'schemas')),
    logLevel: env.LOG_LEVEL ?? 'info',
    timeZone: timeZone(env.TIME_ZONE ?? DEFAULT_TIME_ZONE),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Brigade <no-reply@brigade.localhost>',
    publicUrl: publicUrl(env.PUBLIC_URL || `http://localhost:${integer(env, 'PORT', 8080)}`),
    cloverAppId: env.CLOVER_APP_ID || undefined,
    cloverAuthorizeUrl: httpAddress(
      'CLOVER_AUTHORIZE_URL',
      env.CLOVER_AUTHORIZE_URL || 'https://www.clover.com/oauth/v2/authorize',
    ),
    secretKeys: env.SECRET_KEYS || undefined,
    jobWorkers: yesOrNo(env, 'JOB_WORKERS', true),
    jobConcurrency: atLeastOne(env, 'JOB_CONCURRENCY', 2),
    demoOrderDays: integer(env, 'DEMO_ORDER_DAYS', DEMO_ORDER_DAYS),
    twilio: twilio(env),
    delivery: deliveryHosts(env),
    marketingLeaseSeconds: env.MARKETING_LEASE_SECONDS
      ? atLeastOne(env, 'MARKETING_LEASE_SECONDS', 1)
      : undefined,
  };
}
