const url = process.env.TEST_DATABASE_URL ?? '';

if (!/^postgres(ql)?:\/\//.test(url)) {
  console.error('test:pg runs the server suite on PostgreSQL: set TEST_DATABASE_URL=postgres://user@host:port/db');
  process.exit(1);
}
