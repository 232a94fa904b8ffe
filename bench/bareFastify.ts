import Fastify from 'fastify';

// The baseline: the same framework and machine with no database, auth or plugins.
const app = Fastify({ logger: false });
const user = { id: 'bench', name: 'Bench User', email: 'bench@securo.dev', role: 'Admin' };

app.get('/bare', async () => ({ success: true, data: user }));
app.get('/health', async () => ({ success: true }));

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
