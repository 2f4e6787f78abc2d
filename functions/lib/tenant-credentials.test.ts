import * as sts from '@aws-sdk/client-sts';
import { describe, expect, it, vi } from 'vitest';
import {
  assumeWithSts,
  createTenantCredentials,
  REFRESH_BEFORE_EXPIRY_MS,
  runAsTenant,
  runWithOwnCredentials,
  scopedToTenant,
  type ExpiringCredentials,
} from './tenant-credentials';

const ROLE = 'arn:aws:iam::111111111111:role/TenantData';
const HOUR = 3_600_000;
const own = async () => ({ accessKeyId: 'OWN', secretAccessKey: 'own-secret' });

function fakeSts(start = 0) {
  let clock = start;
  let issued = 0;
  const assumeRole = vi.fn(async (_role: string, tenant: string): Promise<ExpiringCredentials> => {
    issued += 1;
    return { accessKeyId: `${tenant}-${issued}`, secretAccessKey: 's', sessionToken: 't', expiration: new Date(clock + HOUR) };
  });
  return { assumeRole, now: () => clock, advance: (ms: number) => (clock += ms) };
}

describe('tenant credentials', () => {
  it("returns the function's own credentials when no tenant role is set (the local stack)", async () => {
    const { assumeRole } = fakeSts();
    const credentialsFor = createTenantCredentials({ roleArn: undefined, assumeRole });
    expect((await credentialsFor('demo', own)).accessKeyId).toBe('OWN');
    expect(assumeRole).not.toHaveBeenCalled();
  });

  it('assumes the role once per tenant in a warm container, each tenant its own session', async () => {
    const fake = fakeSts();
    const credentialsFor = createTenantCredentials({ roleArn: ROLE, ...fake });
    const first = await credentialsFor('demo', own);
    expect(await credentialsFor('demo', own)).toBe(first);
    expect((await credentialsFor('louvre', own)).accessKeyId).toBe('louvre-2');
    expect(fake.assumeRole.mock.calls).toEqual([
      [ROLE, 'demo'],
      [ROLE, 'louvre'],
    ]);
  });

  it('refreshes a few minutes before expiry, not later and not sooner', async () => {
    const fake = fakeSts();
    const credentialsFor = createTenantCredentials({ roleArn: ROLE, ...fake });
    await credentialsFor('demo', own);
    fake.advance(HOUR - REFRESH_BEFORE_EXPIRY_MS - 1_000);
    expect((await credentialsFor('demo', own)).accessKeyId).toBe('demo-1');
    fake.advance(2_000);
    expect((await credentialsFor('demo', own)).accessKeyId).toBe('demo-2');
  });

  it('shares one AssumeRole among concurrent first requests, and does not keep a failure', async () => {
    const fake = fakeSts();
    const credentialsFor = createTenantCredentials({ roleArn: ROLE, ...fake });
    const both = await Promise.all([credentialsFor('demo', own), credentialsFor('demo', own)]);
    expect(both[0]).toBe(both[1]);
    expect(fake.assumeRole).toHaveBeenCalledTimes(1);

    const failing = vi.fn().mockRejectedValueOnce(new Error('throttled')).mockImplementation(fake.assumeRole);
    const retrying = createTenantCredentials({ roleArn: ROLE, assumeRole: failing, now: fake.now });
    await expect(retrying('demo', own)).rejects.toThrow('throttled');
    expect((await retrying('demo', own)).accessKeyId).toMatch(/^demo-/);
  });

  it('signs inside runAsTenant with the tenant session, outside it and in registry writes with its own', async () => {
    const fake = fakeSts();
    const source = scopedToTenant(own, createTenantCredentials({ roleArn: ROLE, ...fake }));
    expect((await source()).accessKeyId).toBe('OWN');
    await runAsTenant('demo', async () => {
      await Promise.resolve();
      expect((await source()).accessKeyId).toBe('demo-1');
      expect((await runWithOwnCredentials(source)).accessKeyId).toBe('OWN');
      await runAsTenant('louvre', async () => expect((await source()).accessKeyId).toBe('louvre-2'));
    });
    expect((await source()).accessKeyId).toBe('OWN');
  });

  it('asks STS for the role with the tenant as the only session tag', async () => {
    const send = vi.fn(async (command: sts.AssumeRoleCommand) => ({
      Credentials: { AccessKeyId: 'AK', SecretAccessKey: 'SK', SessionToken: 'ST', Expiration: new Date(HOUR) },
      input: command.input,
    }));
    const credentials = await assumeWithSts(ROLE, 'demo', async () => ({ sdk: sts, client: { send } as never }));
    expect(credentials).toEqual({ accessKeyId: 'AK', secretAccessKey: 'SK', sessionToken: 'ST', expiration: new Date(HOUR) });
    expect(send.mock.calls[0][0].input).toEqual({
      RoleArn: ROLE,
      RoleSessionName: 'tenant-demo',
      DurationSeconds: 3600,
      Tags: [{ Key: 'tenant', Value: 'demo' }],
    });
  });
});
