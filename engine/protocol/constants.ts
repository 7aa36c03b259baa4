// Core spec §9 "Business constants and limits", in one module shared by the server and the client
// (no DOM or Node imports), so each limit is written once and a reader finds it by the spec's name.
// The application's own limits live in the top-level protocol/, beside its status codes.
// The business success status (0) is Status.ok in status.ts, with the engine's other codes. The
// template-style calls (5000 ms timeout, code 20000) belong to the ancestor's sample login, which
// §1 says is not rebuilt, so they have no constant here.

/** §7/§9: a business call waits at most 100 s for its answer. */
export const BUSINESS_TIMEOUT_MS = 100_000;

/** §8/§9 message durations: failures stay 5 seconds, a success toast 2 seconds. */
export const NOTICE_MS = 5_000;
export const SUCCESS_MS = 2_000;

/** §9 paging: the sizes a list offers, its first page and size, and the pager's button count. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;
export const PAGER_COUNT = 7;

/** A list counts its records exactly up to this many; past it, the answer says "more than". */
export const LIST_COUNT_LIMIT = 1_000;

/** §9 "mapping lookup pageSize 9999": the most rows one call answers (lookups, export). */
export const MAX_PAGE_SIZE = 9999;

/**
 * PostgreSQL's `integer`: record ids, and every `integer` field unless its schema narrows it, lie in
 * this range, so a number a column or an index cannot hold is refused as input, never met by SQL.
 */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * The longest text a field takes unless its schema declares its own `maxLength`: past every text a
 * form asks for (the longest declared, a description, is 2,000), it keeps a hostile value (a
 * megabyte in a picture's path) out of the records. A field that reaches an index declares its own,
 * shorter bound (the schema checker's rule).
 */
export const MAX_TEXT_LENGTH = 2_000;

/** The highest page a list call may ask for: an offset past it could never hold a record. */
export const MAX_PAGE_NUMBER = INTEGER_RANGE.max;

/** §4/§9: a form ignores clicks closer than 500 ms, and a submit button stays off for 1 s. */
export const CLICK_THROTTLE_MS = 500;
export const SUBMIT_LOCK_MS = 1_000;

/** §5/§9: any file over 100 MB is refused. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** §7/§9: the size tier sent with an image upload when a field names none. */
export const DEFAULT_IMAGE_SIZE = 3000;

/** §2.4/§9 layout: below this width the device is mobile; the sidebar's width when open. */
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 300;

/** §1/§9: the deployment regions some sections are limited to. */
export const ENVIRONMENTS = ['us', 'hk'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const isEnvironment = (value: unknown): value is Environment =>
  (ENVIRONMENTS as readonly unknown[]).includes(value);
