import { describe, expect, it } from 'vitest';
import { renamePath } from './rename-keys';

describe('renamePath', () => {
  it.each([
    ['id', '_id'],
    ['lineItems.id', 'lineItems._id'],
    ['id.createdDate.updatedDate', '_id._createdDate._updatedDate'],
    ['lineItems[0].id', 'lineItems[0]._id'],
    ['ids.identity.myid.id_', 'ids.identity.myid.id_'],
    ['_id', '_id'],
    ['', ''],
  ])('renames whole segments only, wire → caller: %s', (wire, sdk) => {
    expect(renamePath(wire, false)).toBe(sdk);
  });

  it.each([
    ['_id', 'id'],
    ['lineItems._id._createdDate', 'lineItems.id.createdDate'],
    ['__id.id._updatedDate_', '__id.id._updatedDate_'],
  ])('renames whole segments only, caller → wire: %s', (sdk, wire) => {
    expect(renamePath(sdk, true)).toBe(wire);
  });
});
