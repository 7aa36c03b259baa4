import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter } from 'axios';
import { http } from '../../../../engine/client/http';
import type { Envelope } from '../../../../engine/protocol/envelope';
import { companySchema, shopSchema, userInfo } from '../../../support/resources';
import { renderRecordForm } from '../../support/render-record-form';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const admin = userInfo({ admin: true, companyManager: false, companyId: null });
const merchant = {
  id: 1,
  version: 1,
  name: 'Harbour Kitchen',
  contacts: 'Ann Lee',
  phone1: '+852 2000 1000',
  email: 'ann@example.com',
};
// The stand-in server's limit: small, so a test file can pass it.
const LIMIT = 1024;

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** Waits for a thumbnail showing the stored file at `path`. */
async function thumbnailOf(name: string, path: string): Promise<void> {
  await waitFor(
    () => expect(screen.getByRole('img', { name })).toHaveAttribute('src', `http://files.test/files/${path}`),
    { timeout: 3000 },
  );
}

function pick(fieldName: string, files: File[]): void {
  const input = screen.getByRole('group', { name: fieldName }).querySelector('input[type=file]');
  fireEvent.change(input as HTMLInputElement, { target: { files } });
}

describe('the image upload widget', () => {
  let server: StandInServer;
  let stored = 0;

  beforeEach(() => {
    stored = 0;
    server = standInServer({
      'GET /system/config': () => ({ data: { 'dola.service.version': 'hk', uploadLimitBytes: LIMIT } }),
      'GET /img/upload': () => ({ data: 'http://files.test/files/' }),
      'POST /img/upload/3000': () => ({ data: `ab/${(stored += 1)}.png` }),
      'PUT /company/modify': (body) => ({ data: { ...merchant, ...body } }),
    });
  });
  afterEach(() => server.close());

  it('sends a picked PNG, shows its thumbnail and saves its path', async () => {
    await renderRecordForm({ resource: companySchema, mode: 'edit', userInfo: admin, record: merchant });
    expect(
      within(screen.getByRole('group', { name: 'Logo' })).getByRole('button', {
        name: 'Upload image',
        description: 'or drop here: JPG, JPEG, PNG',
      }),
    ).toBeInTheDocument();
    pick('Logo', [png('logo.png')]);
    await thumbnailOf('Logo image 1', 'ab/1.png');
    expect(server.callsTo('POST /img/upload/3000')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list');
    expect(server.callsTo('PUT /company/modify')[0]?.body).toMatchObject({ logo: 'ab/1.png' });
  });

  it('takes a dropped file too, replacing the one picture of a single field', async () => {
    await renderRecordForm({
      resource: companySchema,
      mode: 'edit',
      userInfo: admin,
      record: { ...merchant, logo: 'ab/old.png' },
    });
    await thumbnailOf('Logo image 1', 'ab/old.png');
    // The merchant has two pictures (logo and picture): the logo's zone.
    const logo = within(screen.getByRole('group', { name: 'Logo' }));
    const zone = logo.getByRole('button', { name: 'Upload image' }).parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [png('new.png')] } });
    await thumbnailOf('Logo image 1', 'ab/1.png');
    expect(screen.getAllByRole('img', { name: /^Logo image/ })).toHaveLength(1);
  });

  it('removes a picture by its button, clearing the field', async () => {
    await renderRecordForm({
      resource: companySchema,
      mode: 'edit',
      userInfo: admin,
      record: { ...merchant, logo: 'ab/old.png' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Logo image 1' }));
    expect(screen.queryByRole('img', { name: 'Logo image 1' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list');
    expect(server.callsTo('PUT /company/modify')[0]?.body).toMatchObject({ logo: null });
  });

  it('drops a file of another type silently', async () => {
    await renderRecordForm({ resource: companySchema, mode: 'edit', userInfo: admin, record: merchant });
    pick('Logo', [new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(server.callsTo('GET /system/config')).toHaveLength(1));
    expect(server.callsTo('POST /img/upload/3000')).toHaveLength(0);
    expect(within(screen.getByRole('group', { name: 'Logo' })).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/cannot exceed|or less/)).not.toBeInTheDocument();
  });

  it("refuses a file over the server's limit before sending any of it", async () => {
    await renderRecordForm({ resource: companySchema, mode: 'edit', userInfo: admin, record: merchant });
    pick('Logo', [png('huge.png', LIMIT + 1)]);
    expect(await screen.findByText('Upload file cannot exceed 1 KB')).toBeInTheDocument();
    expect(server.callsTo('POST /img/upload/3000')).toHaveLength(0);
  });

  it('warns when a pick passes the number of pictures the field holds, and sends none', async () => {
    await renderRecordForm({ resource: shopSchema, mode: 'create', userInfo: userInfo() });
    const ten = Array.from({ length: 10 }, (_item, index) => png(`photo-${index}.png`));
    pick('Photos', ten);
    expect(await screen.findByText('Please upload 9 or less images')).toBeInTheDocument();
    expect(server.callsTo('POST /img/upload/3000')).toHaveLength(0);
    pick('Photos', ten.slice(0, 2));
    await thumbnailOf('Photos image 2', 'ab/2.png');
    expect(screen.queryByText('Please upload 9 or less images')).not.toBeInTheDocument();
  });
});

describe('the image upload widget, while the server answers', () => {
  let server: StandInServer;
  let release: (envelope: Envelope) => void;

  beforeEach(() => {
    server = standInServer({
      'GET /system/config': () => ({ data: { uploadLimitBytes: LIMIT } }),
      'GET /img/upload': () => ({ data: 'http://files.test/files/' }),
    });
    // Upload calls wait for the test to answer them.
    const answered = http.defaults.adapter as AxiosAdapter;
    http.defaults.adapter = (config) =>
      config.method === 'post'
        ? new Promise((resolve) => {
            release = (data) =>
              resolve({ data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config });
          })
        : answered(config);
  });
  afterEach(() => server.close());

  it('shows the progress of a file on its way, then its thumbnail', async () => {
    await renderRecordForm({ resource: companySchema, mode: 'edit', userInfo: admin, record: merchant });
    pick('Logo', [png('logo.png')]);
    expect(await screen.findByRole('progressbar', { name: 'Uploading logo.png' })).toBeInTheDocument();
    release({ status: 0, msg: '', msgEn: '', data: 'cd/2.png' });
    await thumbnailOf('Logo image 1', 'cd/2.png');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the server's refusal on the field", async () => {
    await renderRecordForm({ resource: companySchema, mode: 'edit', userInfo: admin, record: merchant });
    pick('Logo', [png('logo.png')]);
    await screen.findByRole('progressbar', { name: 'Uploading logo.png' });
    release({
      status: 1,
      msg: '輸入有誤',
      msgEn: 'Some fields are not valid',
      data: null,
      errors: [
        {
          field: 'file',
          msg: '文件只能是以下類型：JPG, JPEG, PNG',
          msgEn: 'File must be one of these types: JPG, JPEG, PNG',
        },
      ],
    });
    expect(await screen.findByText('File must be one of these types: JPG, JPEG, PNG')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Logo image 1' })).not.toBeInTheDocument();
  });
});
