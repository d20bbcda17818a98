/**
 * npm run admin -- create --email a@b.in --password '…' --name 'Full Name'
 * npm run admin -- promote --email a@b.in
 */
import { parseArgs } from "node:util";
import { appAuth, migrateAuth } from "~/accounts/auth.server";
import { appDb, closeAppDb, migrateToLatest } from "~/db/db.server";
import { createAdminFromCommandLine, promoteFromCommandLine } from "~/people/command-line.server";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const [command] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

await migrateToLatest(appDb());
await migrateAuth(appAuth());
try {
  if (command === "create") {
    const { email, password, name } = values;
    if (!email || !password || !name)
      fail("Usage: npm run admin -- create --email … --password … --name …");
    if (password.length < 8) fail("The password needs at least 8 characters.");
    await createAdminFromCommandLine(appAuth(), appDb(), { email, password, name });
    console.log(`Admin ${email} created.`);
  } else if (command === "promote") {
    if (!values.email) fail("Usage: npm run admin -- promote --email …");
    const outcome = await promoteFromCommandLine(appDb(), values.email);
    if (outcome === "unknown") fail(`No account with the e-mail ${values.email}.`);
    console.log(
      outcome === "already"
        ? `${values.email} is an admin already.`
        : `${values.email} is now an admin.`,
    );
  } else {
    fail("Usage: npm run admin -- create|promote --email … [--password … --name …]");
  }
} catch (error) {
  fail(`Failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await closeAppDb();
}
