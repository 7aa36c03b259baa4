// A stand-in for `POST {endpoint}/import` behind the client's real request layer: it reports the
// answer's opening as it grows (the progress counts, as an XHR's responseText shows them to
// onDownloadProgress), may hold the answer until the test lets it go, then answers the envelope.
// Any other call goes to the adapter installed before it (a standInServer).
import { AxiosHeaders, type AxiosAdapter, type AxiosProgressEvent } from 'axios';
import { http } from '../../../engine/client/http';
import type { Envelope } from '../../../engine/protocol/envelope';
import type { ImportOutcome } from '../../../engine/protocol/import';

export interface ImportServer {
  /** The bodies the import calls sent, in order. */
  bodies: Record<string, unknown>[];
  /** Lets a held answer go. */
  release(): void;
  close(): void;
}

export interface ImportAnswers {
  /** The counts of rows done the answer opens with, after its leading 0. */
  progress: number[];
  /** The envelope that closes the answer, for the body sent. */
  answer(body: Record<string, unknown>): Envelope<ImportOutcome | null>;
  /** Hold the answer after its progress until release(). */
  hold?: boolean;
}

export function importServer({ progress, answer, hold = false }: ImportAnswers): ImportServer {
  const bodies: Record<string, unknown>[] = [];
  let release: () => void = () => undefined;
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    if (!config.url?.endsWith('/import')) {
      if (typeof previous !== 'function') throw new Error(`unexpected call ${config.url}`);
      return previous(config);
    }
    const body = JSON.parse(String(config.data)) as Record<string, unknown>;
    bodies.push(body);
    let text = '{"progress":[0';
    for (const done of progress) {
      text += `,${done}`;
      config.onDownloadProgress?.({
        loaded: text.length,
        bytes: 0,
        event: { target: { responseText: text } },
      } as AxiosProgressEvent);
    }
    if (hold) await new Promise<void>((resolve) => (release = resolve));
    return { data: answer(body), status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  http.defaults.adapter = adapter;
  return {
    bodies,
    release: () => release(),
    close: () => {
      http.defaults.adapter = previous;
    },
  };
}

/** The outcome of rows that all passed (a dry run writes none). */
export function passed(total: number, dryRun: boolean): Envelope<ImportOutcome> {
  return {
    status: 0,
    msg: '成功',
    msgEn: 'Success',
    data: { total, written: dryRun ? 0 : total, dryRun, problemCount: 0, problems: [] },
  };
}
