import { randomUUID } from 'node:crypto';
import type { DirectDebitView, PlacedOrderView } from '@dating/domain';
import { confirmedMember, type TestMember } from '../profile/profile.e2e-fixtures.js';
import { HttpClient } from '../testing/http-client.js';
import { grantStaff, signUpMember } from '../testing/test-members.js';
import { servicesAvailable, startTestSite, type TestSite } from '../testing/test-site.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;
const dutchProfile = { details: { gender: 'male', sexuality: 'hetero' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };
const form = { account_holder: 'Bram de Vries', iban: 'nl91 abna 0417 1643 00', street: 'Oudegracht', house_number: '12a', zip: '3511 AB', city: 'Utrecht', phone: '06 12345678', country: 'NL' };

describeWithServices('Direct debit over HTTP (PostgreSQL, Redis)', () => {
  let site: TestSite;
  let staff: HttpClient;
  beforeAll(async () => {
    site = await startTestSite();
    const staffMember = await signUpMember(site);
    await grantStaff(site, staffMember.email);
    staff = staffMember.client;
  }, 60_000);
  afterAll(() => site?.stop());

  const lastCode = async () => {
    const { body } = await new HttpClient(site.url).json<{ messages: { to: string; text: string }[] }>('GET', '/dev/sms.json');
    return { to: body.messages[0]!.to, code: /\d{6}/.exec(body.messages[0]!.text)![0] };
  };

  it('confirms a mandate with the SMS code from the outbox, refuses a wrong code, and never shows the IBAN again', async () => {
    const bram: TestMember = await confirmedMember(site, 'Bram', dutchProfile);
    expect(await bram.client.json('GET', '/api/directdebit.php')).toEqual({ status: 200, body: { status: 'none', iban_masked: null, phone_masked: null } });
    const sent = await bram.client.json<DirectDebitView>('POST', '/api/directdebit.php', form);
    expect(sent).toEqual({ status: 200, body: { status: 'code_sent', iban_masked: 'NL•• •••• •••• 00', phone_masked: '+31••••78' } });
    const { to, code } = await lastCode();
    expect(to).toBe('+31612345678');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await bram.client.json('POST', '/api/directdebit-confirm.php', { otp: wrong })).toMatchObject({ status: 400, body: { code: 'DIRECT_DEBIT.CODE_INVALID' } });
    expect(await bram.client.json('POST', '/api/directdebit-confirm.php', { otp: code })).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(await bram.client.json('POST', '/api/directdebit-confirm.php', { otp: code })).toMatchObject({ status: 400, body: { code: 'DIRECT_DEBIT.CODE_INVALID' } });
    expect(JSON.stringify((await bram.client.json('GET', '/api/directdebit.php')).body)).not.toContain('0417164300');

    const placed = await bram.client.json<PlacedOrderView>('POST', '/api/order.php', { bundle_id: 4, method: 'sdd', idempotency_key: randomUUID() });
    expect(placed).toMatchObject({ status: 201, body: { order: { method: 'sdd', status: 'pending' } } });
    // The site's monthly limit is 250 euros: a second large order this month is refused and closed.
    await bram.client.json('POST', '/api/order.php', { bundle_id: 4, method: 'sdd', idempotency_key: randomUUID() });
    await bram.client.json('POST', '/api/order.php', { bundle_id: 4, method: 'sdd', idempotency_key: randomUUID() });
    expect(await bram.client.json('POST', '/api/order.php', { bundle_id: 4, method: 'sdd', idempotency_key: randomUUID() })).toMatchObject({ status: 409, body: { code: 'DIRECT_DEBIT.MONTHLY_LIMIT_REACHED' } });
  });

  it('asks for the mandate before an order by direct debit', async () => {
    const cor = await confirmedMember(site, 'Cor', dutchProfile);
    expect(await cor.client.json('POST', '/api/order.php', { bundle_id: 1, method: 'sdd', idempotency_key: randomUUID() })).toMatchObject({ status: 409, body: { code: 'ORDER.DIRECT_DEBIT_REQUIRED' } });
  });

  it('shuts a blocked IBAN or phone out of direct debit', async () => {
    const dirk = await confirmedMember(site, 'Dirk', dutchProfile);
    expect(await dirk.client.json('POST', '/api/staff/direct-debit-blocks.php', { iban: 'DE89370400440532013000' })).toMatchObject({ status: 403 });
    expect(await staff.json('POST', '/api/staff/direct-debit-blocks.php', { iban: 'DE89 3704 0044 0532 0130 00' })).toEqual({ status: 200, body: { blocked: true } });
    expect(await staff.json('POST', '/api/staff/direct-debit-blocks.php', { phone: '0687654321', country: 'NL' })).toEqual({ status: 200, body: { blocked: true } });
    expect(await staff.json('POST', '/api/staff/direct-debit-blocks.php', { iban: 'not an iban' })).toMatchObject({ status: 400 });
    expect(await dirk.client.json('POST', '/api/directdebit.php', { ...form, iban: 'DE89370400440532013000' })).toMatchObject({ status: 403, body: { code: 'DIRECT_DEBIT.BLOCKED' } });
    expect(await dirk.client.json('POST', '/api/directdebit.php', { ...form, phone: '+31 6 87654321' })).toMatchObject({ status: 403, body: { code: 'DIRECT_DEBIT.BLOCKED' } });
  });

  it('refuses a bad form field by field, and codes that are not six digits', async () => {
    const eva = await confirmedMember(site, 'Eva', dutchProfile);
    expect(await eva.client.json('POST', '/api/directdebit.php', { ...form, iban: 'NL91ABNA0417164301' })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY', fields: { iban: 'VALIDATION.INVALID_BODY' } } });
    expect(await eva.client.json('POST', '/api/directdebit.php', { ...form, phone: '020 1234567' })).toMatchObject({ status: 400, body: { fields: { phone: 'VALIDATION.INVALID_BODY' } } });
    expect(await eva.client.json('POST', '/api/directdebit.php', { ...form, extra: 1 })).toMatchObject({ status: 400 });
    expect(await eva.client.json('POST', '/api/directdebit-confirm.php', { otp: '12ab56' })).toMatchObject({ status: 400, body: { code: 'VALIDATION.INVALID_BODY' } });
    expect(await eva.client.json('POST', '/api/directdebit-confirm.php', { otp: '123456' })).toMatchObject({ status: 400, body: { code: 'DIRECT_DEBIT.CODE_INVALID' } });
    expect(await new HttpClient(site.url).json('POST', '/api/directdebit.php', form)).toMatchObject({ status: 403, body: { code: 'AUTH.AUTHENTICATION_REQUIRED' } });
  });
});
