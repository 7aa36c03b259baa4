// A company resource written for the engine's tests of encrypted fields and rules across records:
// a webhook endpoint with a signing secret the server must read back, of which at most two per
// company may be primary.
export const WEBHOOK_ENDPOINT = {
  name: 'webhookEndpoint',
  module: 'companies',
  title: 'companies:shop',
  endpoint: '/webhook/endpoint',
  scope: 'company',
  route: {
    name: 'webhook_endpoints',
    path: '/merchant_management/webhook_endpoints',
    title: 'navigation:branches_list',
    section: 'merchant_management',
  },
  privileges: {
    read: 'webhook_endpoints',
    create: 'branches_create',
    update: 'branches_edit',
    delete: 'branches_delete',
  },
  fields: {
    name: { type: 'string', title: 'companies:fields.name', minLength: 1, ui: { column: true } },
    signingSecret: { type: 'string', title: 'companies:fields.status', format: 'encrypted', maxLength: 200 },
    primary: { type: 'boolean', title: 'companies:fields.name', default: false },
  },
  required: ['name', 'signingSecret'],
  recordLimits: [
    {
      field: 'primary',
      where: { field: 'primary', truthy: true },
      atMost: 2,
      per: 'company',
      message: 'validation:recordLimit',
    },
  ],
};

/** Its path under /pro-api, as callAs takes it. */
export const ENDPOINT_PATH = '/webhook/endpoint';
