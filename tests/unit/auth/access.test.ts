import { describe, expect, it } from 'vitest';
import { authListFor, createAccess, hasAuth } from '../../../engine/core/access';
import { APP } from './appDefinition';

describe('access', () => {
  it("grants every key to the app's all-keys role and a key to the role of its name", () => {
    const admin = createAccess(['Administrador'], APP.allKeysRole);
    expect(admin.can('Cupons')).toBe(true);
    expect(admin.can('ChatApp')).toBe(true);
    const coupons = createAccess(['Cupons'], APP.allKeysRole);
    expect(coupons.can('Cupons')).toBe(true);
    expect(coupons.can('ChatApp')).toBe(false);
  });

  it('takes the all-keys role from the app definition: a role named "Administrador" grants nothing when allKeysRole is another name', () => {
    const access = createAccess(['Administrador'], 'Superusuário');
    expect(access.can('Cupons')).toBe(false);
    expect(access.can('ChatApp')).toBe(false);
    expect(access.can(null)).toBe(true);
    expect(createAccess(['Superusuário'], 'Superusuário').can('Cupons')).toBe(true);
    expect(authListFor('Cupons', 'Superusuário')).toEqual(['Superusuário', 'Cupons']);
    expect(hasAuth(authListFor('Cupons', 'Superusuário'), ['Administrador'])).toBe(false);
  });

  it('leaves a keyless entry open to everyone, a guest included', () => {
    expect(authListFor(null, APP.allKeysRole)).toBeNull();
    expect(authListFor('', APP.allKeysRole)).toBeNull();
    const guest = createAccess([], APP.allKeysRole);
    expect(guest.can(undefined)).toBe(true);
    expect(guest.can('Cupons')).toBe(false);
  });
});
