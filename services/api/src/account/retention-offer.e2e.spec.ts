import { accountStreamId } from '@dating/domain';
import { HttpClient } from '../testing/http-client.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';
import { signUpMember } from './account.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

type User = { user: { retention_discount: { percentage: number } | null } };

describeWithServices('The discount offered instead of deleting the account, over HTTP', () => {
  let site: TestSite;
  let offeredPercentage: number;
  beforeAll(async () => {
    site = await startTestSite();
    // The dialog shows the operator's delete_discount; the grant must be that same number.
    offeredPercentage = (await new HttpClient(site.url).json<{ delete_discount: number }>('GET', '/api/companyinfo.php')).body.delete_discount;
  });
  afterAll(() => site?.stop());

  it('grants the percentage the site offers, records it, and shows it on the user', async () => {
    const member = await signUpMember(site);
    expect((await member.client.json<User>('GET', '/api/user.php')).body.user.retention_discount).toBeNull();

    const accepted = await member.client.json('POST', '/api/retention-offer.php', {});
    expect(offeredPercentage).toBeGreaterThan(0);
    expect(accepted).toEqual({ status: 200, body: { retention_discount: { percentage: offeredPercentage } } });

    expect((await member.client.json<User>('GET', '/api/user.php')).body.user.retention_discount).toEqual({ percentage: offeredPercentage });
    const recorded = await site.infrastructure.eventStore.readStream(accountStreamId(member.id));
    expect(recorded.filter((event) => event.type === 'RetentionDiscountGranted').map((event) => event.data)).toEqual([
      expect.objectContaining({ memberId: member.id, percentage: offeredPercentage }),
    ]);
  });

  it('grants it only once per member and keeps the first grant', async () => {
    const member = await signUpMember(site);
    await member.client.json('POST', '/api/retention-offer.php', {});
    expect(await member.client.json('POST', '/api/retention-offer.php', {})).toEqual({
      status: 409,
      body: { statusCode: 409, code: 'ACCOUNT.RETENTION_OFFER_USED' },
    });
    const recorded = await site.infrastructure.eventStore.readStream(accountStreamId(member.id));
    expect(recorded.filter((event) => event.type === 'RetentionDiscountGranted')).toHaveLength(1);
    expect((await member.client.json<User>('GET', '/api/user.php')).body.user.retention_discount).toEqual({ percentage: offeredPercentage });
  });

  it('leaves every other member without a discount', async () => {
    const first = await signUpMember(site);
    const second = await signUpMember(site);
    await first.client.json('POST', '/api/retention-offer.php', {});
    expect((await second.client.json<User>('GET', '/api/user.php')).body.user.retention_discount).toBeNull();
  });

  it('refuses a visitor without a session', async () => {
    expect(await new HttpClient(site.url).json('POST', '/api/retention-offer.php', {})).toMatchObject({
      status: 403,
      body: { code: 'AUTH.AUTHENTICATION_REQUIRED' },
    });
  });
});
