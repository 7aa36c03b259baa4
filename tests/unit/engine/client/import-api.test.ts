import { importRows, progressOf } from '../../../../engine/client/import-api';
import { RequestError } from '../../../../engine/client/request-error';
import { importServer, passed, type ImportServer } from '../../support/import-server';

const dishes = { endpoint: '/dish' };
const rows = [{ name: 'Tea' }, { name: 'Coffee' }];

describe('the import progress', () => {
  it('reads the last count of rows done from the answer so far', () => {
    const at = (responseText: string) => progressOf({ event: { target: { responseText } } });
    expect(at('')).toBe(0);
    expect(at('{"progress":[0')).toBe(0);
    expect(at('{"progress":[0,50,100')).toBe(100);
    expect(at('{"progress":[0,50,100,120],"status":0')).toBe(120);
  });

  it('reads nothing from an event without the XHR', () => {
    expect(progressOf({ event: undefined })).toBeUndefined();
    expect(progressOf({ event: { target: {} } })).toBeUndefined();
  });
});

describe('the import call', () => {
  let server: ImportServer | undefined;
  afterEach(() => server?.close());

  it('posts the rows with the mode and tenant, reports progress and answers the outcome', async () => {
    server = importServer({ progress: [1, 2], answer: () => passed(2, true) });
    const onProgress = jest.fn();
    const outcome = await importRows(dishes, { rows, dryRun: true, companyId: 3 }, onProgress);
    expect(outcome).toEqual({ total: 2, written: 0, dryRun: true, problemCount: 0, problems: [] });
    expect(server.bodies[0]).toMatchObject({ rows, dryRun: true, companyId: 3 });
    expect(onProgress.mock.calls).toEqual([[1], [2]]);
  });

  it('answers the rows’ problems of a status-1 answer rather than failing', async () => {
    const problems = [{ row: 2, field: 'name', msg: '名稱已存在', msgEn: 'Name already exists' }];
    server = importServer({
      progress: [2],
      answer: () => ({
        status: 1,
        msg: '參數錯誤',
        msgEn: 'Invalid input',
        data: { total: 2, written: 0, dryRun: false, problemCount: 1, problems },
      }),
    });
    expect(await importRows(dishes, { rows, dryRun: false }, () => undefined)).toMatchObject({ problems });
  });

  it('fails with the request error when the rows were not run at all', async () => {
    server = importServer({
      progress: [],
      answer: () => ({ status: 3, msg: '沒有權限', msgEn: 'No permission', data: null }),
    });
    await expect(importRows(dishes, { rows, dryRun: true }, () => undefined)).rejects.toBeInstanceOf(
      RequestError,
    );
  });
});
