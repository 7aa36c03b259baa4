import { ResourceSchemas } from '../../../../engine/client/resource-schemas';
import { companySchema } from '../../../support/resources';

describe('the ResourceSchemas cache', () => {
  it('fetches a schema when first asked and keeps it', async () => {
    const fetch = jest.fn().mockResolvedValue(companySchema);
    const schemas = new ResourceSchemas(fetch);
    expect(await schemas.get('company')).toBe(companySchema);
    await schemas.get('company');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('company');
  });

  it('asks again after a failure and after clear()', async () => {
    const fetch = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(companySchema);
    const schemas = new ResourceSchemas(fetch);
    await expect(schemas.get('company')).rejects.toThrow('down');
    await schemas.get('company');
    schemas.clear();
    await schemas.get('company');
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
