// Every answer of an API test's app, checked against the app's own OpenAPI document (issue 22 item
// 7): a hook on each /pro-api route keeps each exchange as it leaves, and after each test they are
// held to the document (documented-answers.ts). With OPENAPI_DISAGREEMENTS set to a file, each
// test's operations and their disagreements are appended there as JSON lines instead, to be counted.
import { appendFileSync } from 'node:fs';
import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import { DocumentedAnswers, type Exchange } from './documented-answers';

const API = '/pro-api/';
const REPORT = process.env.OPENAPI_DISAGREEMENTS;

/** The text of an answer's payload; undefined for a stream or a file. */
function textOf(payload: unknown, type: string | undefined): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload) && /json/i.test(type ?? '')) return payload.toString('utf8');
  return undefined;
}

// One file's servers on each engine publish the same document: its validators are compiled once.
const documents = new Map<string, DocumentedAnswers>();
function documentedBy(text: string): DocumentedAnswers {
  const documented = documents.get(text) ?? new DocumentedAnswers(JSON.parse(text));
  documents.set(text, documented);
  return documented;
}

export class AnswerRecorder {
  private exchanges: Exchange[] = [];
  private documented: DocumentedAnswers | undefined;

  private readonly record: onSendHookHandler = async (request, reply, payload) => {
    const answerType = reply.getHeader('content-type');
    const type = typeof answerType === 'string' ? answerType : undefined;
    this.exchanges.push({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      status: reply.statusCode,
      answerType: type,
      answer: textOf(payload, type),
      requestType: request.headers['content-type'],
      request: request.body,
    });
    return payload;
  };

  /** Adds the recording hook to a route under /pro-api (an `onRoute` hook calls it). */
  watch(route: RouteOptions): void {
    if (!route.url.startsWith(API) || route.method === 'HEAD') return;
    route.onSend = [...[route.onSend ?? []].flat(), this.record];
  }

  /**
   * What the exchanges since the last call disagree with the document on, as lines naming the
   * operation; none in report mode, where they are written to the report instead.
   */
  async disagreements(app: FastifyInstance, where: string): Promise<string[]> {
    const exchanges = this.exchanges;
    this.exchanges = [];
    if (exchanges.length === 0) return [];
    const documented = (this.documented ??= documentedBy(
      (await app.inject({ method: 'GET', url: '/pro-api/openapi.json' })).body,
    ));
    const byOperation = new Map<string, Set<string>>();
    for (const exchange of exchanges) {
      const operation = `${exchange.method} ${exchange.route}`;
      const problems = byOperation.get(operation) ?? new Set<string>();
      for (const problem of documented.problems(exchange)) problems.add(problem);
      byOperation.set(operation, problems);
    }
    // The document's own fetch just now is an exchange too, checked with the next test's.
    if (REPORT) {
      const lines = [...byOperation].map(([operation, problems]) =>
        JSON.stringify({ where, operation, problems: [...problems] }),
      );
      appendFileSync(REPORT, `${lines.join('\n')}\n`);
      return [];
    }
    return [...byOperation].flatMap(([operation, problems]) =>
      [...problems].map((problem) => `${operation}: ${problem}`),
    );
  }
}
