import 'reflect-metadata';
import { createInfrastructure, loadConfig } from '@dating/platform';
import { grantStaffByEmail } from './grant-staff.js';

/**
 * `npm run grant-staff -- <email>`: makes a member staff (photo moderation). On the embedded
 * default stop the site first: PGlite allows one process at a time on its data directory.
 */
const main = async () => {
  const email = process.argv[2];
  if (!email) {
    console.error('usage: npm run grant-staff -- <email>');
    process.exit(2);
  }
  const infrastructure = await createInfrastructure(loadConfig());
  try {
    const memberId = await grantStaffByEmail(infrastructure.eventStore, infrastructure.appSecret, email, new Date());
    if (memberId) console.log(`${email} (member ${memberId}) has the staff role`);
    else {
      console.error(`nobody signed up with ${email}`);
      process.exitCode = 1;
    }
  } finally {
    await infrastructure.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
