// An export of the customer feedback: a background job that reads the feedback in chunks and
// streams it into a spreadsheet (server/kept-workbook.ts), its file kept with the job and listed
// among the download tasks, as the sales records' export is.
import { jobFilePath } from '../../engine/protocol';
import { XLSX_MEDIA_TYPE } from '../../engine/server';
import type { JobContext, ModuleKit, XlsxFormat, XlsxRow } from '../../engine/server';
import type { ResourceSchema } from '../../engine/schema';
import {
  customerFeedbackFile,
  type CustomerFeedback,
  type CustomerFeedbackQuery,
} from '../../protocol/customer-feedback';
import { FEEDBACK_ASPECTS } from '../../protocol/pos-feedback';
import { wallClock } from '../../protocol/wall-clock';
import { keepWorkbook } from '../kept-workbook';
import {
  customerFeedbackChunks,
  customerFeedbackCount,
  type CustomerFeedbackFilter,
} from './customer-feedback-list';

export const CUSTOMER_FEEDBACK_EXPORT = 'customerFeedbackExport';
/** The page whose holders may read the feedback, and so download its export. */
export const CUSTOMER_FEEDBACK_PAGE = 'customer_feedback';
const CHUNK = 5_000;

/** The export's columns in order: business §3's fields, each with how it is written. */
export const EXPORT_COLUMNS: readonly { key: string; format: XlsxFormat }[] = [
  { key: 'leftAt', format: 'date' },
  { key: 'shop', format: 'text' },
  { key: 'orderNo', format: 'text' },
  { key: 'orderDeleted', format: 'text' },
  { key: 'channel', format: 'text' },
  { key: 'score', format: 'count' },
  ...FEEDBACK_ASPECTS.map((aspect) => ({ key: aspect, format: 'count' as const })),
  { key: 'subject', format: 'text' },
  { key: 'content', format: 'text' },
  { key: 'dissatisfactions', format: 'text' },
  { key: 'status', format: 'text' },
  { key: 'reply', format: 'text' },
  { key: 'repliedAt', format: 'date' },
];

export interface FeedbackExportPayload extends Omit<CustomerFeedbackQuery, 'shopIds'> {
  companyId: number;
  /** null: every shop of the company. */
  shopIds: number[] | null;
  english: boolean;
  /** The sheet's words in the requester's language, read when the export was asked for. */
  texts: {
    sheet: string;
    headers: Record<string, string>;
    /** Channels, states, complaints, yes and no, each by its code. */
    values: Record<string, string>;
  };
}

const filterOf = ({
  companyId,
  shopIds,
  texts: _texts,
  ...asked
}: FeedbackExportPayload): CustomerFeedbackFilter => ({
  ...asked,
  companies: [companyId],
  shops: shopIds ?? 'all',
});

function rowOf(feedback: CustomerFeedback, values: Record<string, string>): XlsxRow {
  // Moments as the shop's own clocks showed them: year-month-day hour:minute.
  const moment = (iso: string | null) =>
    iso === null ? null : wallClock(Date.parse(iso), feedback.timeZone).text;
  const named = (key: string) => values[key] ?? key;
  return {
    leftAt: moment(feedback.leftAt),
    shop: feedback.shop,
    orderNo: feedback.orderNo,
    orderDeleted: feedback.orderDeleted === null ? null : named(feedback.orderDeleted ? 'yes' : 'no'),
    channel: named(`channel.${feedback.channel}`),
    score: feedback.score,
    ...Object.fromEntries(FEEDBACK_ASPECTS.map((aspect) => [aspect, feedback.ratings[aspect]])),
    subject: feedback.subject,
    content: feedback.content,
    dissatisfactions:
      feedback.dissatisfactions.map((code) => named(`dissatisfaction.${code}`)).join(', ') || null,
    status: named(`status.${feedback.status}`),
    reply: feedback.reply,
    repliedAt: moment(feedback.repliedAt),
  };
}

async function* rowsOf(chunks: AsyncIterable<CustomerFeedback[]>, payload: FeedbackExportPayload) {
  for await (const feedback of chunks) yield feedback.map((one) => rowOf(one, payload.texts.values));
}

const exportFeedback =
  (shops: ResourceSchema) =>
  async (context: JobContext<FeedbackExportPayload>): Promise<unknown> => {
    const { db, payload } = context;
    const filter = filterOf(payload);
    return keepWorkbook(context, {
      texts: payload.texts,
      columns: EXPORT_COLUMNS,
      rows: rowsOf(customerFeedbackChunks(db, shops, filter, CHUNK), payload),
      total: await customerFeedbackCount(db, filter),
      name: customerFeedbackFile(payload.from, payload.to),
    });
  };

/** Defines the export's job kind on the app's kit (feedback-module.ts). */
export function defineCustomerFeedbackExport(kit: ModuleKit, shops: ResourceSchema): void {
  kit.job<FeedbackExportPayload>(CUSTOMER_FEEDBACK_EXPORT, exportFeedback(shops), {
    download: {
      title: 'feedback:export.task',
      subjects: async (payloads) => payloads.map((payload) => `${payload.from} – ${payload.to}`),
      file: (payload, jobId) => ({
        path: jobFilePath(jobId),
        name: customerFeedbackFile(payload.from, payload.to),
      }),
      privilege: CUSTOMER_FEEDBACK_PAGE,
      keptMediaType: XLSX_MEDIA_TYPE,
    },
  });
}
