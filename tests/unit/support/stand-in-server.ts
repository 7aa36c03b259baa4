// A stand-in for the /pro-api server behind the client's real request layer, in the way
// tests/unit/engine/client/http.test.ts answers calls: an axios adapter that records each call and answers
// it with an envelope. The screens, stores and request layer under test all run for real.
import { AxiosHeaders, type AxiosAdapter, type AxiosRequestConfig } from 'axios';
import { http } from '../../../engine/client/http';
import type { Envelope } from '../../../engine/protocol/envelope';

export interface SentCall {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/** What one route answers for a body: the envelope's `data` (and `count`), or a file. */
export type Answer = (body: Record<string, unknown>) => Pick<Envelope, 'data' | 'count'> | Blob;

export interface StandInServer {
  sent: SentCall[];
  /** The calls to one route (`PUT /company`), in order. */
  callsTo(route: string): SentCall[];
  close(): void;
}

function bodyOf(config: AxiosRequestConfig): Record<string, unknown> {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
}

/** Answers the given routes (`"PUT /company"`); any other call is answered with status 2, not found. */
export function standInServer(routes: Record<string, Answer>): StandInServer {
  const sent: SentCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: bodyOf(config),
    };
    sent.push(call);
    const answered = routes[`${call.method} ${call.url}`]?.(call.body);
    if (answered instanceof Blob) {
      const headers = new AxiosHeaders({ 'content-type': answered.type });
      return { data: answered, status: 200, statusText: 'OK', headers, config };
    }
    const envelope: Envelope = answered
      ? { status: 0, msg: '成功', msgEn: 'Success', ...answered }
      : { status: 2, msg: '不存在', msgEn: 'Not found', data: null };
    return { data: envelope, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  const previous = http.defaults.adapter;
  http.defaults.adapter = adapter;
  return {
    sent,
    callsTo: (route) => sent.filter((call) => `${call.method} ${call.url}` === route),
    close: () => {
      http.defaults.adapter = previous;
    },
  };
}

/** A query route over fixed records: `ids` and a `name` contains-filter narrow them, as the server does. */
export function recordsAnswer(records: readonly Record<string, unknown>[]): Answer {
  return (body) => {
    const ids = Array.isArray(body.ids) ? body.ids : undefined;
    const name = typeof body.name === 'string' ? body.name.toLowerCase() : undefined;
    const data = records.filter(
      (record) =>
        (!ids || ids.includes(record.id)) && (!name || String(record.name).toLowerCase().includes(name)),
    );
    return { data, count: data.length };
  };
}
